import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { creatorSortColumn } from '@domain/creator-display.ts';
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

/** Characters that would change the meaning of a PostgREST or() filter or an ilike pattern. */
function searchTerm(search: string): string {
  return search
    .trim()
    .replace(/[%_,()*\\."]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const searchColumns = [
  'name_eng',
  'name_lat',
  'name_cyr',
  'short_bio_eng',
  'short_bio_lat',
  'short_bio_cyr',
];

/** One page of published creators with the exact count (SPEC §7 creators list). */
export function creatorsQueryOptions(filters: CreatorFilters) {
  const term = searchTerm(filters.search);
  const sortColumn = creatorSortColumn(filters.language);
  return queryOptions({
    queryKey: [
      'creators',
      'list',
      { ...filters, search: term, language: filters.sort === 'az' ? filters.language : '' },
    ],
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
    queryFn: async (): Promise<{ rows: CreatorRow[]; count: number }> => {
      const from = (filters.page - 1) * creatorsPageSize;
      let query = (await rest())
        .from('creators')
        .select('*', { count: 'exact' })
        .eq('status', 'published');
      // Values from the URL, unchecked: PostgREST compares them (an unknown one finds nothing).
      if (filters.country) query = query.filter('country', 'eq', filters.country);
      if (filters.niche) query = query.filter('niche', 'cs', `{${filters.niche}}`);
      if (term)
        query = query.or(searchColumns.map((column) => `${column}.ilike.*${term}*`).join(','));
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
