import { RestError } from '../http/rest-error.ts';
import type { Condition, QueryShape } from './ast.ts';

/**
 * How much filtering one request may ask for. Every filter is evaluated for
 * every row the statement reads, so a long `or=(…)` list multiplies the
 * work of a read: 600 terms over a long text kept the embedded database
 * busy for a minute (issue 34). The web app's largest query has under ten
 * conditions; these caps are far above anything a page sends.
 */
export const queryCostLimits = {
  /** Filter conditions in one request: top-level filters and the terms inside or/and, together. */
  filters: 40,
  /** Terms inside or/and trees (conditions and nested trees), counted over the whole request. */
  logicTerms: 30,
  /** or/and trees inside or/and trees: `or=(a.eq.1,and(b.eq.2,c.eq.3))` nests 2 deep. */
  logicDepth: 4,
  /** Pattern, regular-expression and text-search filters (each reads through a text), anywhere in the request. */
  scanningFilters: 10,
} as const;

/** 400 PGRST190: the request asks for more filtering than one read may. */
function tooComplex(details: string) {
  return new RestError(
    400,
    'PGRST190',
    'The request has too many filters',
    details,
    `At most ${queryCostLimits.filters} filters (${queryCostLimits.scanningFilters} of them like, ilike, match, imatch or full-text), ${queryCostLimits.logicTerms} terms in or/and and ${queryCostLimits.logicDepth} levels of or/and nesting per request`,
  );
}

/** Operators that read through a text (pattern, regular expression, text search) rather than compare one value. */
const scanningOperators = new Set(['like', 'ilike', 'match', 'imatch']);

function scans(condition: Condition): boolean {
  if (condition.type === 'logic') return condition.children.some(scans);
  return (
    condition.type === 'fts' ||
    (condition.type === 'compare' && scanningOperators.has(condition.op))
  );
}

interface Tally {
  filters: number;
  logicTerms: number;
  scanning: number;
}

function count(condition: Condition, depth: number, tally: Tally) {
  if (condition.type !== 'logic') {
    tally.filters += 1;
    if (scans(condition)) tally.scanning += 1;
    return;
  }
  if (depth > queryCostLimits.logicDepth) throw tooComplex(`or/and is nested ${depth} levels deep`);
  tally.logicTerms += condition.children.length;
  for (const child of condition.children) count(child, depth + 1, tally);
}

/** Throws 400 PGRST190 above the caps of `queryCostLimits`. */
export function checkQueryCost(shape: QueryShape) {
  const tally: Tally = { filters: 0, logicTerms: 0, scanning: 0 };
  for (const { condition } of shape.conditions) count(condition, 1, tally);
  if (tally.filters > queryCostLimits.filters)
    throw tooComplex(`The request has ${tally.filters} filter conditions`);
  if (tally.scanning > queryCostLimits.scanningFilters)
    throw tooComplex(
      `The request has ${tally.scanning} like, ilike, match, imatch or full-text filters`,
    );
  if (tally.logicTerms > queryCostLimits.logicTerms)
    throw tooComplex(`The request has ${tally.logicTerms} terms in or/and`);
}

/** Filters beyond which a read counts as costly even with plain comparisons. */
const costlyFilterCount = 10;

/**
 * A read that may cost much more than a list page: a pattern, regular
 * expression or text-search filter, or many filters. On PostgreSQL such
 * reads share a part of the connection pool only (costly-reads.ts).
 */
export function isCostlyRead(shape: QueryShape): boolean {
  const tally: Tally = { filters: 0, logicTerms: 0, scanning: 0 };
  for (const { condition } of shape.conditions) {
    if (scans(condition)) return true;
    count(condition, 1, tally);
  }
  return tally.filters > costlyFilterCount;
}
