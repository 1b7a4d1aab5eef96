import { queryOptions } from '@tanstack/react-query';
import { type EventRow, eventSelect } from '@/lib/content-rows.ts';
import { searchTextPattern } from '@/lib/search-pattern.ts';
import { read } from '@/lib/rest-client.ts';

export interface EventFilters {
  /** A city slug, or '' for all cities. */
  city: string;
  /** An event category, or '' for all. */
  category: string;
  search: string;
}

/**
 * Published events with their organization's names, soonest first (SPEC §7);
 * optionally one category; the city filter is case-insensitive, the search script- and diacritic-blind.
 */
export function eventsQueryOptions({ city, category, search }: EventFilters) {
  const pattern = searchTextPattern(search);
  return queryOptions({
    queryKey: ['events', 'list', { city, category, search: pattern }],
    meta: { errorToast: false },
    queryFn: (): Promise<EventRow[]> =>
      read((client) => {
        let query = client
          .from('events')
          .select(eventSelect)
          .eq('status', 'published')
          .order('event_date', { ascending: true })
          .order('event_time', { ascending: true, nullsFirst: true });
        if (city) query = query.ilike('city_tag', city);
        // A value from the URL, unchecked: PostgREST compares it (an unknown one finds nothing).
        if (category) query = query.filter('category', 'eq', category);
        if (pattern) query = query.ilike('search_text', pattern);
        return query;
      }),
  });
}
