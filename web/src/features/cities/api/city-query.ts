import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';
import { cityKey } from '../city-key.ts';

export type CityRow = {
  id: string;
  slug: string;
  name: string;
  name_sr_latn: string | null;
  name_sr_cyrl: string | null;
  intro_text_en: string | null;
  intro_text_sr_cyrl: string | null;
  intro_text_sr_latn: string | null;
  hero_image_url: string | null;
  provinces_states: {
    name: string;
    name_sr_cyrl: string | null;
    name_sr_latn: string | null;
  } | null;
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
          .select('*, provinces_states(name, name_sr_cyrl, name_sr_latn)')
          .or(`slug.eq.${key},name.ilike.${key}`)
          .limit(1)
          .maybeSingle(),
      );
    },
  });
}

/** What a city address is when no active city answers it (0850 `city_address`). */
export interface CityAddress {
  slug: string;
  retired: boolean;
  moved: boolean;
}

/**
 * A renamed or merged city's new slug, or a retired city: asked only when
 * the page found no active city. The server answers an old address with a
 * redirect already; this serves links followed inside the app.
 */
export function cityAddressQueryOptions(cityName: string) {
  const key = cityKey(cityName);
  return queryOptions({
    queryKey: ['cities', 'address', key],
    meta: { errorToast: false },
    queryFn: async (): Promise<CityAddress | null> => {
      if (!key) return null;
      const rows = await read((client) => client.rpc('city_address', { address: key }));
      return rows[0] ?? null;
    },
  });
}
