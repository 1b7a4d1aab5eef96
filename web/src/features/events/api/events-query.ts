import { queryOptions } from '@tanstack/react-query';
import { type EventRow, eventSelect } from '@/lib/content-rows.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { listKeyword } from '@/lib/list-keyword.ts';
import { read } from '@/lib/rest-client.ts';

export interface EventFilters {
  /** A city slug, or '' for all cities. */
  city: string;
  /** An event category, or '' for all. */
  category: string;
  search: string;
  /** The reader's language: which words the search matches first (lib/list-keyword.ts). */
  language: ContentLanguage;
}

/**
 * Published events with their organization's names, soonest first (SPEC §7);
 * optionally one category; the city filter is case-insensitive; a keyword is matched as the site
 * search matches (db/functions/list_search.sql).
 */
export function eventsQueryOptions({ city, category, search, language }: EventFilters) {
  const keyword = listKeyword(search, language);
  return queryOptions({
    queryKey: ['events', 'list', { city, category, search: keyword?.key ?? null }],
    meta: { errorToast: false },
    queryFn: (): Promise<EventRow[]> =>
      read((client) => {
        const rows = keyword
          ? client.rpc('published_events_matching', {
              keyword: keyword.keyword,
              language: keyword.language,
            })
          : client.from('events');
        let query = rows
          .select(eventSelect)
          .eq('status', 'published')
          .order('event_date', { ascending: true })
          .order('event_time', { ascending: true, nullsFirst: true });
        if (city) query = query.ilike('city_tag', city);
        // A value from the URL, unchecked: PostgREST compares it (an unknown one finds nothing).
        if (category) query = query.filter('category', 'eq', category);
        return query;
      }),
  });
}
