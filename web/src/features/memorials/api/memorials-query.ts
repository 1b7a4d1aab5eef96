import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';
import { type Memorial, memorialColumns } from '@/api/memorial-row.ts';

/** Published memorials with their city, most recent death first (SPEC §7). */
export function memorialsQueryOptions() {
  return queryOptions({
    queryKey: ['memorials', 'published'],
    queryFn: (): Promise<Memorial[]> =>
      read((client) =>
        client
          .from('memorials')
          .select(memorialColumns)
          .eq('status', 'published')
          .order('death_date', { ascending: false, nullsFirst: false }),
      ),
  });
}
