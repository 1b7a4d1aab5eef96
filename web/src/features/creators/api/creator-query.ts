import { queryOptions } from '@tanstack/react-query';
import { rest } from '@/lib/rest-client.ts';
import type { CreatorRow } from './creator-row.ts';
import { throwIfError } from '@/lib/data-error.ts';

/** One published creator by slug, or null (SPEC §7). */
export function creatorQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['creators', 'detail', slug],
    queryFn: async (): Promise<CreatorRow | null> => {
      const { data, error } = await (
        await rest()
      )
        .from('creators')
        .select('*')
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle();
      throwIfError(error);
      return data;
    },
  });
}
