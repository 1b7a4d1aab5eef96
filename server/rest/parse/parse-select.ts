import type { Aggregate, AggregateFunction, SelectItem } from './ast.ts';
import { type AddValue, parseField } from './parse-field.ts';
import { isNameChar, readName, Scanner } from './scanner.ts';

/**
 * `select=`: columns, `*`, `alias:col`, casts `col::type`, JSON paths,
 * embeds `rel(…)`, `alias:rel!hint!inner(…)`, spreads `...rel(…)`.
 */
export function parseSelect(input: string, addValue: AddValue): SelectItem[] {
  const scanner = new Scanner(input, 'select');
  const items = parseItems(scanner, addValue, 0);
  if (!scanner.done) scanner.fail('"," or end of input');
  return items;
}

const maxDepth = 16;

function parseItems(scanner: Scanner, addValue: AddValue, depth: number): SelectItem[] {
  if (depth > maxDepth) scanner.fail(`embedding at most ${maxDepth} levels deep`);
  const items: SelectItem[] = [];
  if (scanner.done || scanner.peek() === ')') return items;
  do items.push(parseItem(scanner, addValue, depth));
  while (scanner.eat(','));
  return items;
}

function parseItem(scanner: Scanner, addValue: AddValue, depth: number): SelectItem {
  scanner.readWhile((char) => char === ' ');
  const item = parseBareItem(scanner, addValue, depth);
  scanner.readWhile((char) => char === ' ');
  return item;
}

/** One item; spaces around items are tolerated, as in hand-written URLs. */
function parseBareItem(scanner: Scanner, addValue: AddValue, depth: number): SelectItem {
  if (scanner.eat('*')) return { type: 'star' };
  if (scanner.eat('...')) return parseEmbed(scanner, addValue, depth, { spread: true });

  const start = scanner.position;
  let alias: string | undefined;
  const first = readName(scanner, 'a column, "*" or an embedded resource');
  if (scanner.peek() === ':' && scanner.peek(1) !== ':') {
    scanner.eat(':');
    alias = first;
    if (scanner.eat('...')) scanner.fail('a column or an embedded resource');
  } else {
    scanner.position = start;
  }

  const nameStart = scanner.position;
  const name = readName(scanner);
  if (name === 'count' && scanner.eat('()')) {
    const cast = readCast(scanner);
    return { type: 'count', ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
  }
  const isEmbed = scanner.peek() === '(' || scanner.peek() === '!';
  scanner.position = nameStart;
  if (isEmbed) return parseEmbed(scanner, addValue, depth, { spread: false, alias });

  const field = parseField(scanner, addValue);
  const cast = readCast(scanner);
  const aggregate = readAggregate(scanner);
  return {
    type: 'column',
    field,
    ...(alias ? { alias } : {}),
    ...(cast ? { cast } : {}),
    ...(aggregate ? { aggregate } : {}),
  };
}

function readCast(scanner: Scanner): string | undefined {
  if (!scanner.eat('::')) return undefined;
  let cast = scanner.readWhile((char) => isNameChar(char) || char === ' ');
  if (scanner.eat('[]')) cast += '[]';
  if (!/^[a-z_][a-z0-9_ ]*(\[\])?$/i.test(cast)) scanner.fail('a type name');
  return cast;
}

const aggregateFunctions: AggregateFunction[] = ['count', 'sum', 'avg', 'min', 'max'];

/** `.sum()` after a column (and its input cast), with an optional cast of the result. */
function readAggregate(scanner: Scanner): Aggregate | undefined {
  if (!scanner.eat('.')) return undefined;
  const fn = scanner.readWhile(isNameChar) as AggregateFunction;
  if (!aggregateFunctions.includes(fn)) scanner.fail('an aggregate: count, sum, avg, min or max');
  scanner.expect('(');
  scanner.expect(')');
  const cast = readCast(scanner);
  return { fn, ...(cast ? { cast } : {}) };
}

function parseEmbed(
  scanner: Scanner,
  addValue: AddValue,
  depth: number,
  options: { spread: boolean; alias?: string },
): SelectItem {
  const relation = readName(scanner, 'an embedded resource');
  let hint: string | undefined;
  let inner = false;
  while (scanner.eat('!')) {
    const word = readName(scanner, 'a hint, "inner" or "left"');
    if (word === 'inner') inner = true;
    else if (word !== 'left') hint = word;
  }
  scanner.expect('(');
  const select = parseItems(scanner, addValue, depth + 1);
  scanner.expect(')', '")" or ","');
  return {
    type: 'embed',
    relation,
    ...(options.alias ? { alias: options.alias } : {}),
    ...(hint ? { hint } : {}),
    inner,
    spread: options.spread,
    select,
  };
}

/** Whether any level of the select list uses an aggregate (for db-aggregates-enabled). */
export function usesAggregates(items: SelectItem[]): boolean {
  return items.some(
    (item) =>
      item.type === 'count' ||
      (item.type === 'column' && item.aggregate !== undefined) ||
      (item.type === 'embed' && usesAggregates(item.select)),
  );
}
