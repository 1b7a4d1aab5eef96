import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { nameSortColumn } from '@domain/serbian-sort-key.ts';
import { read } from '@/lib/rest-client.ts';
import type { Business } from '../business-list-logic.ts';

// One literal (not joined with +): supabase-js types the rows from the select text.
const columns =
  'id, slug, name_en, name_sr_cyrl, description_en, description_sr_cyrl, category, city_tag, address, phone, email, website, image_url, featured, claimable';

/** The business directory listings, featured first, then A–Z in the reader's alphabet. */
export function businessesQueryOptions(language: ContentLanguage) {
  const sortColumn = nameSortColumn(language);
  return queryOptions({
    queryKey: ['businesses', sortColumn],
    queryFn: async (): Promise<Business[]> => {
      return read((client) =>
        client
          .from('businesses')
          .select(columns)
          // A signed-in submitter also reads their own pending rows; the directory lists published ones.
          .eq('status', 'published')
          .order('featured', { ascending: false })
          .order(sortColumn)
          .order('id'),
      );
    },
  });
}
