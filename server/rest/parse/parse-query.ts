import type { ParsedQuery, PathCondition, PathRange, QueryShape } from './ast.ts';
import { parseField } from './parse-field.ts';
import { parseLogic } from './parse-logic.ts';
import { parseOperation } from './parse-operation.ts';
import { parseOrder } from './parse-order.ts';
import { parseSelect } from './parse-select.ts';
import { checkQueryCost } from './query-cost.ts';
import { readName, Scanner } from './scanner.ts';

/**
 * The whole query string into a typed tree (PROTOCOL.md §3.2). Reserved keys:
 * select, columns, on_conflict, and [path.]order|limit|offset|[not.]or|[not.]and;
 * every other key is a filter `[path.]field=[not.]op.value`. A request
 * with more filters than one read may have is refused (query-cost.ts).
 */
export function parseQuery(params: Iterable<[string, string]>): ParsedQuery {
  const values: string[] = [];
  const page: ParsedQuery['page'] = {};
  const addValue = (value: string) => values.push(value) - 1;
  const shape: QueryShape = { select: [{ type: 'star' }], conditions: [], orders: [], ranges: [] };
  const ranges = new Map<string, PathRange>();
  const rangeAt = (path: string[]) => {
    const key = path.join('.');
    if (!ranges.has(key)) ranges.set(key, { path });
    return ranges.get(key)!;
  };

  for (const [key, value] of params) {
    if (key === 'select') shape.select = parseSelect(value, addValue);
    else if (key === 'columns') shape.columns = parseNameList('columns', value);
    else if (key === 'on_conflict') shape.onConflict = parseNameList('on_conflict', value);
    else {
      const { path, last, negated } = splitKey(key);
      if (last === 'order') shape.orders.push({ path, terms: parseOrder(value, addValue) });
      else if ((last === 'limit' || last === 'offset') && path.length === 0)
        page[last] = parseCount(last, value);
      else if (last === 'limit') rangeAt(path).limit = addValue(parseCount('limit', value));
      else if (last === 'offset') rangeAt(path).offset = addValue(parseCount('offset', value));
      else if (last === 'or' || last === 'and')
        shape.conditions.push({ path, condition: parseLogic(last, negated, value, addValue) });
      else shape.conditions.push(parseFilter(path, value, addValue));
    }
  }
  shape.ranges = [...ranges.values()];
  checkQueryCost(shape);
  return { shape, page, values };
}

function splitKey(key: string): { path: string[]; last: string; negated: boolean } {
  const parts = key.split('.');
  let last = parts.pop()!;
  let negated = false;
  if ((last === 'or' || last === 'and') && parts.at(-1) === 'not') {
    parts.pop();
    negated = true;
  }
  if (!['order', 'limit', 'offset', 'or', 'and'].includes(last)) {
    parts.push(last);
    last = '';
  }
  return { path: parts, last, negated };
}

function parseFilter(
  keyPath: string[],
  value: string,
  addValue: (value: string) => number,
): PathCondition {
  const path = keyPath.slice(0, -1);
  const fieldScanner = new Scanner(keyPath.at(-1)!, 'filter');
  const field = parseField(fieldScanner, addValue);
  if (!fieldScanner.done) fieldScanner.fail('end of the column name');
  const scanner = new Scanner(value, 'filter');
  return { path, condition: parseOperation(scanner, field, addValue, false) };
}

function parseCount(what: string, value: string): string {
  if (!/^\d{1,15}$/.test(value)) new Scanner(value, what).fail('a non-negative integer');
  return value;
}

/** `"a","b"` or `a,b`. */
function parseNameList(what: string, value: string): string[] {
  const scanner = new Scanner(value, what);
  const names: string[] = [];
  do names.push(readName(scanner));
  while (scanner.eat(','));
  if (!scanner.done) scanner.fail('"," or end of input');
  return names;
}
