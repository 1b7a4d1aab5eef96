import { upcomingOccurrences } from '@domain/event-occurrences.ts';
import { queryOptions } from '@tanstack/react-query';
import { todayIsoDate } from '@domain/event-timing.ts';
import {
  type EventRow,
  upcomingEvents,
  type NewsRow,
  publishedNews,
  type OrganizationRow,
} from '@/lib/content-rows.ts';
import { read } from '@/lib/rest-client.ts';

/** The home page shows three items of each kind (issue 6: from the database, published). */
const homeItems = 3;

export function latestNewsQueryOptions() {
  return queryOptions({
    queryKey: ['news', 'latest', homeItems],
    queryFn: (): Promise<NewsRow[]> => read((client) => publishedNews(client).limit(homeItems)),
  });
}

export function nextEventsQueryOptions() {
  const today = todayIsoDate();
  return queryOptions({
    queryKey: ['events', 'next', homeItems, today],
    queryFn: async (): Promise<EventRow[]> =>
      upcomingOccurrences(
        await read((client) => upcomingEvents(client, today).limit(homeItems)),
        today,
        homeItems,
      ),
  });
}

/** Featured organizations: the three longest-listed published ones with a logo. */
export function featuredOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: ['organizations', 'featured', homeItems],
    queryFn: (): Promise<OrganizationRow[]> =>
      read((client) =>
        client
          .from('organizations')
          .select('*')
          .eq('status', 'published')
          .not('logo_image_url', 'is', null)
          .order('created_at')
          .limit(homeItems),
      ),
  });
}
