import { queryOptions } from '@tanstack/react-query';
import { rest } from '@/lib/rest-client.ts';
import { type Memorial, memorialDetailColumns } from '../memorial-types.ts';
import { throwIfError } from '@/lib/data-error.ts';

/** One published memorial by slug; null when there is none. */
export function memorialQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['memorials', 'detail', slug],
    queryFn: async (): Promise<Memorial | null> => {
      const { data, error } = await (
        await rest()
      )
        .from('memorials')
        .select(memorialDetailColumns)
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle();
      if (error) console.error('Could not fetch the memorial', error);
      throwIfError(error);
      return data;
    },
  });
}
