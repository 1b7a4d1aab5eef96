import { queryOptions } from '@tanstack/react-query';
import { todayIsoDate } from '@domain/event-timing.ts';
import { type EventRow, eventSelect, type OrganizationRow } from '@/lib/content-rows.ts';
import { rest } from '@/lib/rest-client.ts';
import { throwIfError } from '@/lib/data-error.ts';

/** One published organization by slug, or null (SPEC §7 detail pages). */
export function organizationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['organizations', 'detail', slug],
    queryFn: async (): Promise<OrganizationRow | null> => {
      const { data, error } = await (
        await rest()
      )
        .from('organizations')
        .select('*')
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle();
      throwIfError(error);
      return data;
    },
  });
}

/** The organization's published events dated today or later, soonest first. */
export function organizationEventsQueryOptions(organizationId: string) {
  const today = todayIsoDate();
  return queryOptions({
    queryKey: ['events', 'by-organization', organizationId, today],
    queryFn: async (): Promise<EventRow[]> => {
      const { data, error } = await (
        await rest()
      )
        .from('events')
        .select(eventSelect)
        .eq('organization_id', organizationId)
        .eq('status', 'published')
        .gte('event_date', today)
        .order('event_date', { ascending: true });
      throwIfError(error);
      return data;
    },
  });
}
