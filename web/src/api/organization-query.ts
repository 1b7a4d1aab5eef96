import { upcomingOccurrences } from '@domain/event-occurrences.ts';
import { queryOptions } from '@tanstack/react-query';
import { todayIsoDate } from '@domain/event-timing.ts';
import { type EventRow, upcomingEvents } from '@/lib/content-rows.ts';
import { publishedBySlugQueryOptions } from '@/lib/published-by-slug.ts';
import { read } from '@/lib/rest-client.ts';

/** One published organization by slug, or null (SPEC §7 detail pages). */
export function organizationQueryOptions(slug: string) {
  return publishedBySlugQueryOptions(['organizations', 'detail'], slug, (client, published) =>
    client.from('organizations').select('*').match(published).maybeSingle(),
  );
}

/** The organization's published events dated today or later, soonest first. */
export function organizationEventsQueryOptions(organizationId: string) {
  const today = todayIsoDate();
  return queryOptions({
    queryKey: ['events', 'by-organization', organizationId, today],
    queryFn: async (): Promise<EventRow[]> =>
      upcomingOccurrences(
        await read((client) => upcomingEvents(client, today).eq('organization_id', organizationId)),
        today,
      ),
  });
}
