import { parseError } from '../http/rest-error.ts';

/** A cursor over one query-string value, with PostgREST-style parse errors. */
export class Scanner {
  position = 0;

  constructor(
    readonly input: string,
    /** What is being parsed, for the message: "select", "filter", "order"… */
    readonly what: string,
  ) {}

  get done() {
    return this.position >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.position + offset] ?? '';
  }

  startsWith(text: string) {
    return this.input.startsWith(text, this.position);
  }

  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.position += text.length;
    return true;
  }

  expect(text: string, expecting = `"${text}"`) {
    if (!this.eat(text)) this.fail(expecting);
  }

  /** Reads while `test` holds for each character. */
  readWhile(test: (char: string) => boolean): string {
    const start = this.position;
    while (!this.done && test(this.peek())) this.position += 1;
    return this.input.slice(start, this.position);
  }

  /** A double-quoted string; `\"` and `\\` escape. The opening quote is current. */
  readQuoted(): string {
    this.expect('"');
    let text = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.position + 1 < this.input.length) this.position += 1;
      text += this.peek();
      this.position += 1;
    }
    this.expect('"', 'closing quote');
    return text;
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw parseError(
      this.what,
      this.input,
      this.position + 1,
      `unexpected ${found} expecting ${expecting}`,
    );
  }
}

/** Letters and digits of any script, `_` and `$`: an unquoted name. */
export const isNameChar = (char: string) => /^[\p{L}\p{N}_$]$/u.test(char);

/** A column, relation or alias name: unquoted, or double-quoted with escapes. */
export function readName(scanner: Scanner, expecting = 'a name'): string {
  const name = scanner.peek() === '"' ? scanner.readQuoted() : scanner.readWhile(isNameChar);
  if (name === '') scanner.fail(expecting);
  checkIdentifier(scanner, name);
  return name;
}

/** Names end up as quoted SQL identifiers; keep them to what PostgreSQL can hold. */
export function checkIdentifier(scanner: Scanner, name: string) {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name) || Buffer.byteLength(name) > 63)
    scanner.fail('a name without control characters, at most 63 bytes');
}
