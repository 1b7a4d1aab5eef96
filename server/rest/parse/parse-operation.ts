import {
  compareOperators,
  type CompareOperator,
  type Condition,
  type Field,
  ftsOperators,
  type FtsOperator,
  type IsValue,
} from './ast.ts';
import type { AddValue } from './parse-field.ts';
import { isNameChar, type Scanner } from './scanner.ts';

/**
 * `[not.]op[(any|all)|(config)].value` after a field, at the top level
 * (`col=not.eq.5`) or inside a logic tree (`or=(col.eq.5,…)`), where a value
 * ends at "," or ")" unless it is double-quoted.
 */

const isValues: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];
const quantifiable = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const expectingOperator = '"not" or operator (eq, gt, ...)';

export function parseOperation(
  scanner: Scanner,
  field: Field,
  addValue: AddValue,
  inLogic: boolean,
): Condition {
  const negated = scanner.eat('not.');
  const op = scanner.readWhile((char) => /[a-z]/.test(char));
  if (op === 'is') {
    scanner.expect('.');
    const value = readValue(scanner, inLogic).toLowerCase() as IsValue;
    if (!isValues.includes(value)) scanner.fail('null, not_null, true, false or unknown');
    return { type: 'is', field, value, negated };
  }
  if (op === 'in') {
    scanner.expect('.');
    return { type: 'in', field, value: addValue(readList(scanner)), negated };
  }
  if (op in ftsOperators) {
    let config: number | undefined;
    if (scanner.eat('(')) {
      config = addValue(scanner.readWhile(isNameChar));
      scanner.expect(')');
    }
    scanner.expect('.');
    const value = addValue(readValue(scanner, inLogic));
    return {
      type: 'fts',
      field,
      op: op as FtsOperator,
      ...(config === undefined ? {} : { config }),
      value,
      negated,
    };
  }
  if (!(op in compareOperators)) {
    scanner.position -= op.length;
    scanner.fail(expectingOperator);
  }
  let quantifier: 'any' | 'all' | undefined;
  if (quantifiable.has(op) && scanner.eat('(')) {
    if (scanner.eat('any')) quantifier = 'any';
    else if (scanner.eat('all')) quantifier = 'all';
    else scanner.fail('"any" or "all"');
    scanner.expect(')');
  }
  scanner.expect('.');
  let value = readValue(scanner, inLogic);
  if (op === 'like' || op === 'ilike') value = value.replaceAll('*', '%');
  return {
    type: 'compare',
    field,
    op: op as CompareOperator,
    ...(quantifier ? { quantifier } : {}),
    value: addValue(value),
    negated,
  };
}

function readValue(scanner: Scanner, inLogic: boolean): string {
  if (!inLogic) return scanner.readWhile(() => true);
  if (scanner.peek() === '"') return scanner.readQuoted();
  let depth = 0;
  return scanner.readWhile((char) => {
    if (char === '{' || char === '[') depth += 1;
    if (char === '}' || char === ']') depth -= 1;
    return depth > 0 || (char !== ',' && char !== ')');
  });
}

/** `(a,b,"c,d")` into the PostgreSQL array literal `{"a","b","c,d"}`. */
function readList(scanner: Scanner): string {
  scanner.expect('(');
  const items: string[] = [];
  if (!scanner.eat(')')) {
    do {
      const item =
        scanner.peek() === '"'
          ? scanner.readQuoted()
          : scanner.readWhile((char) => char !== ',' && char !== ')');
      items.push(item);
    } while (scanner.eat(','));
    scanner.expect(')', '"," or ")"');
  }
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}
