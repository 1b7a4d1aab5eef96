import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';

export interface CityChoice {
  id: string;
  name: string;
  name_sr_cyrl: string | null;
}

/** Cities for the memorial form's primary city (SPEC §7: id and name ordered by name). */
export function memorialCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['cities', 'choices'],
    queryFn: (): Promise<CityChoice[]> =>
      read((client) =>
        client.from('cities').select('id, name, name_sr_cyrl').order('name', { ascending: true }),
      ),
  });
}
