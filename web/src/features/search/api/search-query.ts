import { queryOptions } from '@tanstack/react-query';
import { rest } from '../../../lib/rest-client.ts';
import type { SearchResult } from '../search-results.ts';

/** search_all(keyword) (SPEC §7); disabled for an empty keyword, which clears the results. */
export function searchQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['search', keyword],
    enabled: keyword !== '',
    queryFn: async (): Promise<SearchResult[]> => {
      const { data, error } = await rest.rpc('search_all', { keyword });
      if (error) {
        console.error('search_all failed', error);
        throw new Error(error.message);
      }
      return (data ?? []) as SearchResult[];
    },
  });
}
