import type { TFunction } from '@/lib/translator.ts';
import { isSearchable, type SearchResult } from './search-results.ts';

/**
 * The status screen readers hear once a search settles: the count for the
 * keyword (the All tab's, which every new search opens on), or SPEC's
 * 'No results found'. Empty while the results load and for an empty keyword.
 */
export function searchStatusText(
  t: TFunction,
  keyword: string,
  results: readonly SearchResult[] | undefined,
): string {
  if (keyword === '' || !isSearchable(keyword) || results === undefined) return '';
  if (results.length === 0) return t('search.noResults');
  return t('search.resultCount', { count: results.length, query: keyword });
}
