import { queryOptions } from '@tanstack/react-query';
import { type EventRow, eventSelect } from '@/lib/content-rows.ts';
import { read } from '@/lib/rest-client.ts';

/** One published event by slug, or null when there is none (SPEC §7 detail pages). */
export function eventQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['events', 'detail', slug],
    queryFn: (): Promise<EventRow | null> =>
      read((client) =>
        client
          .from('events')
          .select(eventSelect)
          .eq('slug', slug)
          .eq('status', 'published')
          .maybeSingle(),
      ),
  });
}
