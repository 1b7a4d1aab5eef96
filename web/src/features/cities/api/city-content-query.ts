import { upcomingOccurrences } from '@domain/event-occurrences.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { nameSortColumn } from '@domain/serbian-sort-key.ts';
import { todayIsoDate } from '@domain/event-timing.ts';
import {
  type EventRow,
  upcomingEvents,
  type NewsRow,
  publishedNews,
  type OrganizationRow,
} from '@/lib/content-rows.ts';
import { read } from '@/lib/rest-client.ts';

/** SPEC §9 city page limits. */
export const cityPageLimits = { organizations: 6, events: 6, news: 3 } as const;

export function cityOrganizationsQueryOptions(slug: string, language: ContentLanguage) {
  const sortColumn = nameSortColumn(language);
  return queryOptions({
    queryKey: ['organizations', 'by-city', slug, sortColumn],
    queryFn: (): Promise<OrganizationRow[]> =>
      read((client) =>
        client
          .from('organizations')
          .select('*')
          .eq('status', 'published')
          .eq('city_tag', slug)
          .order(sortColumn)
          .order('id')
          .limit(cityPageLimits.organizations),
      ),
  });
}

/** Upcoming events of the city, a recurring one once per occurrence; past ones are removed on the client (SPEC §7). */
export function cityEventsQueryOptions(slug: string) {
  const today = todayIsoDate();
  return queryOptions({
    queryKey: ['events', 'by-city', slug, today],
    queryFn: async (): Promise<EventRow[]> => {
      const data = await read((client) =>
        upcomingEvents(client, today).eq('city_tag', slug).limit(cityPageLimits.events),
      );
      return upcomingOccurrences(data, today, cityPageLimits.events);
    },
  });
}

export function cityNewsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['news', 'by-city', slug],
    queryFn: (): Promise<NewsRow[]> =>
      read((client) => publishedNews(client).eq('city_tag', slug).limit(cityPageLimits.news)),
  });
}
