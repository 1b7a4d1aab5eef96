import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { nameSortColumn } from '@domain/serbian-sort-key.ts';
import type { OrganizationRow } from '@/lib/content-rows.ts';
import { searchTextPattern } from '@/lib/search-pattern.ts';
import { read } from '@/lib/rest-client.ts';

export interface OrganizationFilters {
  /** An organization category, or '' for all. */
  category: string;
  search: string;
  /** The reader's language, which decides the A–Z order (issue 21). */
  language: ContentLanguage;
}

/** Published organizations A–Z in the reader's alphabet (SPEC §7), optionally one category, optionally searched. */
export function organizationsQueryOptions({ category, search, language }: OrganizationFilters) {
  const sortColumn = nameSortColumn(language, 'name_en');
  const pattern = searchTextPattern(search);
  return queryOptions({
    queryKey: ['organizations', 'list', { category, search: pattern, sortColumn }],
    meta: { errorToast: false },
    queryFn: (): Promise<OrganizationRow[]> =>
      read((client) => {
        let query = client
          .from('organizations')
          .select('*')
          .eq('status', 'published')
          .order(sortColumn)
          .order('id');
        // A value from the URL, unchecked: PostgREST compares it (an unknown one finds nothing).
        if (category) query = query.filter('category', 'eq', category);
        if (pattern) query = query.ilike('search_text', pattern);
        return query;
      }),
  });
}
