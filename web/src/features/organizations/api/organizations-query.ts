import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { nameSortColumn } from '@domain/serbian-sort-key.ts';
import type { OrganizationRow } from '@/lib/content-rows.ts';
import { listKeyword } from '@/lib/list-keyword.ts';
import { read } from '@/lib/rest-client.ts';

export interface OrganizationFilters {
  /** An organization category, or '' for all. */
  category: string;
  search: string;
  /** The reader's language, which decides the A–Z order (issue 21). */
  language: ContentLanguage;
}

/** Published organizations A–Z in the reader's alphabet (SPEC §7), optionally one category, optionally searched as the site search matches (db/functions/list_search.sql). */
export function organizationsQueryOptions({ category, search, language }: OrganizationFilters) {
  const sortColumn = nameSortColumn(language);
  const keyword = listKeyword(search, language);
  return queryOptions({
    queryKey: ['organizations', 'list', { category, search: keyword?.key ?? null, sortColumn }],
    meta: { errorToast: false },
    queryFn: (): Promise<OrganizationRow[]> =>
      read((client) => {
        const rows = keyword
          ? client.rpc('published_organizations_matching', {
              keyword: keyword.keyword,
              language: keyword.language,
            })
          : client.from('organizations');
        let query = rows.select('*').eq('status', 'published').order(sortColumn).order('id');
        // A value from the URL, unchecked: PostgREST compares it (an unknown one finds nothing).
        if (category) query = query.filter('category', 'eq', category);
        return query;
      }),
  });
}
