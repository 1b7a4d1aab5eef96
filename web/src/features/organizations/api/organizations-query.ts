import { queryOptions } from '@tanstack/react-query';
import type { OrganizationRow } from '../../../lib/content-rows.ts';
import { searchTextPattern } from '../../../lib/search-pattern.ts';
import { rest } from '../../../lib/rest-client.ts';
import { throwIfError } from '../../../lib/data-error.ts';

export interface OrganizationFilters {
  /** An organization category, or '' for all. */
  category: string;
  search: string;
}

/** Published organizations by English name (SPEC §7), optionally one category, optionally searched. */
export function organizationsQueryOptions({ category, search }: OrganizationFilters) {
  const pattern = searchTextPattern(search);
  return queryOptions({
    queryKey: ['organizations', 'list', { category, search: pattern }],
    meta: { errorToast: false },
    queryFn: async (): Promise<OrganizationRow[]> => {
      let query = rest
        .from('organizations')
        .select('*')
        .eq('status', 'published')
        .order('name_en', { ascending: true });
      if (category) query = query.eq('category', category);
      if (pattern) query = query.ilike('search_text', pattern);
      const { data, error } = await query;
      throwIfError(error);
      return data as OrganizationRow[];
    },
  });
}
