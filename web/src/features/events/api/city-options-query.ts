import { queryOptions } from '@tanstack/react-query';
import { rest } from '@/lib/rest-client.ts';
import { throwIfError } from '@/lib/data-error.ts';

export interface CityOption {
  slug: string;
  name: string;
  name_sr_cyrl: string | null;
}

/** The cities of the events filter, by name (SPEC §7); a failure is only logged (SPEC §8). */
export function cityOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['cities', 'options'],
    meta: { errorToast: false },
    staleTime: 60 * 60_000,
    queryFn: async (): Promise<CityOption[]> => {
      const { data, error } = await (
        await rest()
      )
        .from('cities')
        .select('slug, name, name_sr_cyrl')
        .order('name');
      if (error) console.error('Could not fetch cities.', error);
      throwIfError(error);
      return data;
    },
  });
}
