import { queryOptions } from '@tanstack/react-query';
import { rest } from '@/lib/rest-client.ts';
import { type Memorial, memorialColumns } from '../memorial-types.ts';
import { throwIfError } from '@/lib/data-error.ts';

/** Published memorials with their city, most recent death first (SPEC §7). */
export function memorialsQueryOptions() {
  return queryOptions({
    queryKey: ['memorials', 'published'],
    queryFn: async (): Promise<Memorial[]> => {
      const { data, error } = await (
        await rest()
      )
        .from('memorials')
        .select(memorialColumns)
        .eq('status', 'published')
        .order('death_date', { ascending: false, nullsFirst: false });
      if (error) console.error('Could not fetch memorials', error);
      throwIfError(error);
      return data;
    },
  });
}
