import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';
import { type Memorial, memorialDetailColumns } from '../memorial-types.ts';

/** One published memorial by slug; null when there is none. */
export function memorialQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['memorials', 'detail', slug],
    queryFn: (): Promise<Memorial | null> =>
      read((client) =>
        client
          .from('memorials')
          .select(memorialDetailColumns)
          .eq('slug', slug)
          .eq('status', 'published')
          .maybeSingle(),
      ),
  });
}
