import { queryOptions } from '@tanstack/react-query';
import { rest } from '../../../lib/rest-client.ts';
import type { Business } from '../business-list-logic.ts';

const columns =
  'id, slug, name_en, name_sr_cyrl, description_en, description_sr_cyrl, category, city_tag, ' +
  'address, phone, website, image_url, featured';

/** The business directory listings, featured first, then by name. */
export function businessesQueryOptions() {
  return queryOptions({
    queryKey: ['businesses'],
    queryFn: async (): Promise<Business[]> => {
      const { data, error } = await rest
        .from('businesses')
        .select(columns)
        .order('featured', { ascending: false })
        .order('name_en', { ascending: true });
      if (error) {
        console.error('Could not fetch businesses', error);
        throw new Error(error.message);
      }
      return data as unknown as Business[];
    },
  });
}
