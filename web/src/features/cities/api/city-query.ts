import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';
import { cityKey } from '../city-key.ts';

export type CityRow = {
  id: string;
  slug: string;
  name: string;
  name_sr_cyrl: string | null;
  intro_text_en: string | null;
  intro_text_sr_cyrl: string | null;
  hero_image_url: string | null;
  provinces_states: { name: string; name_sr_cyrl: string | null } | null;
};

/**
 * One city by a case-insensitive match of its name (SPEC §7) or slug, with its
 * province, or null. Errors are toasted by the page (SPEC §8), not the shared handler.
 */
export function cityQueryOptions(cityName: string) {
  const key = cityKey(cityName);
  return queryOptions({
    queryKey: ['cities', 'detail', key],
    meta: { errorToast: false },
    queryFn: async (): Promise<CityRow | null> => {
      if (!key) return null;
      return read((client) =>
        client
          .from('cities')
          .select('*, provinces_states(name, name_sr_cyrl)')
          .or(`slug.eq.${key},name.ilike.${key}`)
          .limit(1)
          .maybeSingle(),
      );
    },
  });
}
