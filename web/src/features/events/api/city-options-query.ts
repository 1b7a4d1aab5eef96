import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';

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
    queryFn: (): Promise<CityOption[]> =>
      read((client) => client.from('cities').select('slug, name, name_sr_cyrl').order('name')),
  });
}
