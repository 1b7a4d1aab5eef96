import type { ParsedQuery } from './ast.ts';
import { parseQuery } from './parse-query.ts';
import { isCostlyRead } from './query-cost.ts';

/** A parsed query string, with its shape as text to key compiled statements by. */
export interface CachedQuery extends ParsedQuery {
  shapeKey: string;
  /** As a read, one that may cost much more than a list page (query-cost.ts). */
  costly: boolean;
}

/**
 * Parsed query strings by their text. The app asks the same few URLs again
 * and again (a list page, a detail by slug), and parsing is pure, so each
 * text is parsed once. Entries are frozen: callers share them. A query that
 * does not parse throws every time and is not kept.
 */
const parsed = new Map<string, CachedQuery>();
const limit = 1_000;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** `search` is the raw query string (`?a=1&b=2`, or empty). */
export function parseQueryCached(search: string): CachedQuery {
  let entry = parsed.get(search);
  if (entry === undefined) {
    const result = parseQuery(new URLSearchParams(search));
    entry = deepFreeze({
      ...result,
      shapeKey: JSON.stringify(result.shape),
      costly: isCostlyRead(result.shape),
    });
    if (parsed.size >= limit) parsed.delete(parsed.keys().next().value!);
    parsed.set(search, entry);
  }
  return entry;
}
