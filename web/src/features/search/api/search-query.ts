import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { rest } from '@/lib/rest-client.ts';
import { hasKnownType, isSearchable, type SearchResult } from '../search-results.ts';
import { throwIfError } from '@/lib/data-error.ts';

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
      const { data, error } = await (await rest()).rpc('search_all', { keyword, language });
      if (error) console.error('search_all failed', error);
      throwIfError(error);
      return (data ?? []).filter(hasKnownType);
    },
  });
}
