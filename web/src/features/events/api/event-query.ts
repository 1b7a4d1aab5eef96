import { queryOptions } from '@tanstack/react-query';
import { type EventRow, eventSelect } from '@/lib/content-rows.ts';
import { rest } from '@/lib/rest-client.ts';
import { throwIfError } from '@/lib/data-error.ts';

/** One published event by slug, or null when there is none (SPEC §7 detail pages). */
export function eventQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['events', 'detail', slug],
    queryFn: async (): Promise<EventRow | null> => {
      const { data, error } = await (
        await rest()
      )
        .from('events')
        .select(eventSelect)
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle();
      throwIfError(error);
      return data;
    },
  });
}
