/**
 * What the SQL queues (issue 36): every `insert into public.mail_outbox` in
 * the current schema (db/schema.sql, written by `npm run db:types` and
 * drift-tested), read as the template names it may write and the shape of
 * the data it builds. mail-payloads.test.ts checks each against the mail
 * registry. It reads the statements as the functions are written here
 * (jsonb_build_object, `||`, a variable assigned in the same function, a
 * CASE of literals); a statement it cannot read is reported, not skipped.
 */

/** The keys a payload carries: a leaf, an object of keys, or an array of one. */
export type Shape = 'value' | { object: Record<string, Shape> } | { array: Shape };

export interface QueuedMail {
  /** The function that queues it. */
  function: string;
  templates: string[];
  data: Shape;
}

/** Splits `text` at top-level commas (outside parentheses and quotes). */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'") quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i).trim());
      start = i + separator.length;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** The text inside the parentheses that open at `open`. */
function inside(text: string, open: number): string {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === "'") quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth++;
    if (char === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced parentheses in: ${text.slice(open, open + 80)}`);
}

const literal = /^'([a-z_]+)'$/;

function unsupported(what: string, expression: string): never {
  throw new Error(`queued-by-sql.ts cannot read the ${what} ${expression.slice(0, 120)}`);
}

/** What a variable was last assigned in the function (`name := expr;`). */
function assigned(body: string, name: string): string[] {
  const found = [...body.matchAll(new RegExp(`\\b${name}\\s*:=`, 'g'))].map((match) => {
    const rest = body.slice(match.index + match[0].length);
    return splitTopLevel(rest, ';')[0]!;
  });
  if (found.length === 0) unsupported('variable', name);
  return found;
}

function templateNames(expression: string, body: string): string[] {
  const text = expression.trim();
  const single = literal.exec(text);
  if (single) return [single[1]!];
  if (/^case\b/i.test(text)) {
    return [...text.matchAll(/\b(?:then|else)\s+'([a-z_]+)'/gi)].map((match) => match[1]!);
  }
  if (/^[a-z_]+$/.test(text)) return assigned(body, text).flatMap((e) => templateNames(e, body));
  return unsupported('template', text);
}

function merge(a: Shape, b: Shape): Shape {
  if (typeof a === 'object' && 'object' in a && typeof b === 'object' && 'object' in b) {
    return { object: { ...a.object, ...b.object } };
  }
  return b;
}

function dataShape(expression: string, body: string): Shape {
  const text = expression.trim();
  const joined = splitTopLevel(text, '||');
  if (joined.length > 1) return joined.map((part) => dataShape(part, body)).reduce(merge);
  const call = /^(jsonb_build_object|jsonb_agg|jsonb_strip_nulls)\s*\(/i.exec(text);
  if (call) {
    const args = splitTopLevel(inside(text, call[0].length - 1));
    if (call[1]!.toLowerCase() === 'jsonb_strip_nulls') return dataShape(args[0]!, body);
    if (call[1]!.toLowerCase() === 'jsonb_agg') {
      return { array: dataShape(args[0]!.replace(/\s+order by[\s\S]*$/i, ''), body) };
    }
    const object: Record<string, Shape> = {};
    for (let i = 0; i < args.length; i += 2) {
      const key = literal.exec(args[i]!) ?? unsupported('key', args[i]!);
      const value = args[i + 1]!;
      object[key[1]!] = /^(jsonb_build_object|jsonb_agg|jsonb_strip_nulls)\s*\(/i.test(value)
        ? dataShape(value, body)
        : 'value';
    }
    return { object };
  }
  if (/^[a-z_]+$/.test(text)) {
    return assigned(body, text)
      .map((e) => dataShape(e, body))
      .reduce(merge);
  }
  return unsupported('data', text);
}

/** Every outbox insert of every function in `schemaSql` (db/schema.sql). */
export function mailQueuedBySql(schemaSql: string): QueuedMail[] {
  const queued: QueuedMail[] = [];
  const functions = schemaSql.split(/^CREATE OR REPLACE FUNCTION /m).slice(1);
  for (const source of functions) {
    const name = /^([\w.]+)\(/.exec(source)![1]!;
    const body = source.split(/^\$function\$;?$/m)[0]!.replace(/--[^\n]*/g, '');
    for (const match of body.matchAll(/insert into public\.mail_outbox\s*\(([^)]*)\)\s*/gi)) {
      const columns = match[1]!.split(',').map((column) => column.trim());
      const rest = body.slice(match.index + match[0].length);
      let values: string;
      if (/^values\s*\(/i.test(rest)) values = inside(rest, rest.indexOf('('));
      else if (/^select\s/i.test(rest)) values = splitTopLevel(rest.slice(7), ' from ')[0]!;
      else unsupported('insert', rest);
      const expressions = splitTopLevel(values);
      const column = (wanted: string) =>
        expressions[columns.indexOf(wanted)] ?? unsupported('column', wanted);
      queued.push({
        function: name,
        templates: templateNames(column('template'), body),
        data: dataShape(column('data'), body),
      });
    }
  }
  return queued;
}
