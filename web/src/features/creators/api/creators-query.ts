import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { creatorSortColumn } from '@domain/creator-display.ts';
import { listKeyword } from '@/lib/list-keyword.ts';
import { rest } from '@/lib/rest-client.ts';
import type { CreatorRow } from './creator-row.ts';
import { throwIfError } from '@/lib/data-error.ts';

export const creatorsPageSize = 12;
export const creatorSorts = ['verified_first', 'newest', 'az'] as const;
export type CreatorSort = (typeof creatorSorts)[number];

export interface CreatorFilters {
  search: string;
  country: string;
  niche: string;
  sort: CreatorSort;
  page: number;
  language: ContentLanguage;
}

/**
 * One page of published creators with the exact count (SPEC §7 creators
 * list); a keyword is matched in the names and short bios as the site search
 * matches (`published_creators_matching`, db/functions/list_search.sql): each
 * word at the start of a word, Serbian word forms, the reader's language first.
 */
export function creatorsQueryOptions(filters: CreatorFilters) {
  const keyword = listKeyword(filters.search, filters.language);
  const sortColumn = creatorSortColumn(filters.language);
  return queryOptions({
    queryKey: [
      'creators',
      'list',
      {
        ...filters,
        search: keyword?.key ?? null,
        language: filters.sort === 'az' ? filters.language : '',
      },
    ],
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
    queryFn: async (): Promise<{ rows: CreatorRow[]; count: number }> => {
      const from = (filters.page - 1) * creatorsPageSize;
      const client = await rest();
      const rows = keyword
        ? client.rpc(
            'published_creators_matching',
            { keyword: keyword.keyword, language: keyword.language },
            { count: 'exact' },
          )
        : client.from('creators').select('*', { count: 'exact' });
      let query = rows.eq('status', 'published');
      // Values from the URL, unchecked: PostgREST compares them (an unknown one finds nothing).
      if (filters.country) query = query.filter('country', 'eq', filters.country);
      if (filters.niche) query = query.filter('niche', 'cs', `{${filters.niche}}`);
      if (filters.sort === 'verified_first')
        query = query
          .order('verified', { ascending: false })
          .order('created_at', { ascending: false });
      else if (filters.sort === 'newest') query = query.order('created_at', { ascending: false });
      else query = query.order(sortColumn).order('id');
      const { data, error, count } = await query.range(from, from + creatorsPageSize - 1);
      throwIfError(error);
      return { rows: data, count: count ?? 0 };
    },
  });
}
