import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { read } from '@/lib/rest-client.ts';
import { hasKnownType, isSearchable, type SearchResult } from '../search-results.ts';

/**
 * search_all(keyword, language) (SPEC §7, docs/data-model.md "Search"): the
 * reader's language is searched first. Disabled for a keyword too short to
 * search, which clears the results.
 */
export function searchQueryOptions(keyword: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: ['search', keyword, language],
    enabled: isSearchable(keyword),
    queryFn: async (): Promise<SearchResult[]> => {
      const data = await read((client) => client.rpc('search_all', { keyword, language }));
      return (data ?? []).filter(hasKnownType);
    },
  });
}
