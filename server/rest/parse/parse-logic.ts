import type { Condition } from './ast.ts';
import { type AddValue, parseField } from './parse-field.ts';
import { parseOperation } from './parse-operation.ts';
import { Scanner } from './scanner.ts';

/** `or=(a.eq.1,and(b.gt.2,not.or(c.is.null,d.lt.3)))` and `and=(…)`. */
export function parseLogic(
  op: 'and' | 'or',
  negated: boolean,
  input: string,
  addValue: AddValue,
): Condition {
  const scanner = new Scanner(input, 'logic tree');
  const children = parseChildren(scanner, addValue, 0);
  if (!scanner.done) scanner.fail('end of input');
  return { type: 'logic', op, negated, children };
}

const maxDepth = 16;

function parseChildren(scanner: Scanner, addValue: AddValue, depth: number): Condition[] {
  if (depth > maxDepth) scanner.fail(`logic trees at most ${maxDepth} levels deep`);
  scanner.expect('(');
  const children: Condition[] = [];
  do children.push(parseChild(scanner, addValue, depth));
  while (scanner.eat(','));
  scanner.expect(')', '"," or ")"');
  return children;
}

function parseChild(scanner: Scanner, addValue: AddValue, depth: number): Condition {
  const start = scanner.position;
  const negated = scanner.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (scanner.startsWith(`${op}(`)) {
      scanner.eat(op);
      return { type: 'logic', op, negated, children: parseChildren(scanner, addValue, depth + 1) };
    }
  }
  scanner.position = start;
  const field = parseField(scanner, addValue);
  scanner.expect('.');
  return parseOperation(scanner, field, addValue, true);
}
