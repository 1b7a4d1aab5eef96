import { queryOptions } from '@tanstack/react-query';
import { rest } from '@/lib/rest-client.ts';
import { throwIfError } from '@/lib/data-error.ts';

export interface CityChoice {
  id: string;
  name: string;
  name_sr_cyrl: string | null;
}

/** Cities for the memorial form's primary city (SPEC §7: id and name ordered by name). */
export function memorialCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['cities', 'choices'],
    queryFn: async (): Promise<CityChoice[]> => {
      const { data, error } = await (
        await rest()
      )
        .from('cities')
        .select('id, name, name_sr_cyrl')
        .order('name', { ascending: true });
      throwIfError(error);
      return data as CityChoice[];
    },
  });
}
