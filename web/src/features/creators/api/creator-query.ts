import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';
import type { CreatorRow } from './creator-row.ts';

/** One published creator by slug, or null (SPEC §7). */
export function creatorQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['creators', 'detail', slug],
    queryFn: (): Promise<CreatorRow | null> =>
      read((client) =>
        client
          .from('creators')
          .select('*')
          .eq('slug', slug)
          .eq('status', 'published')
          .maybeSingle(),
      ),
  });
}
