import { searchFold } from '@domain/search-fold.ts';

/**
 * An `ilike` pattern over a table's folded `search_text` column: script-,
 * diacritic- and case-blind, so `djordje`, `Đorđe` and `Ђорђе` find each
 * other. PostgREST's wildcard and list characters are dropped from the input.
 * Empty when there is nothing left to search for.
 */
export function searchTextPattern(query: string): string {
  const folded = searchFold(query)
    .replace(/[%*_\\,()"':.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return folded ? `*${folded}*` : '';
}
