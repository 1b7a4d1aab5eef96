import type { EventCalendarRow } from '../../domain/event-calendar-entry.ts';
import type { Database } from '../db/database.ts';
import { readAsAnon } from './anon-read.ts';

/** The published rows the feeds list, read as a visitor (newest first, bounded). */

export const feedItemLimit = 50;
/** A subscribed calendar gets at most this many upcoming events. */
export const calendarEventLimit = 500;

export type NewsFeedRow = {
  slug: string;
  category: string;
  title_en: string;
  title_sr_cyrl: string | null;
  excerpt_en: string | null;
  excerpt_sr_cyrl: string | null;
  created_at: string;
};

export function readNewsFeed(db: Database) {
  return readAsAnon<NewsFeedRow>(
    db,
    `select slug, category, title_en, title_sr_cyrl, excerpt_en, excerpt_sr_cyrl,
            to_json(created_at) #>> '{}' as created_at
       from public.news where status = 'published'
      order by created_at desc, id limit $1`,
    [feedItemLimit],
  );
}

export type EventFeedRow = EventCalendarRow & {
  created_at: string;
  city_tag: string;
  category: string;
};

const eventColumns = `id, slug, title_en, title_sr_cyrl, description_en, description_sr_cyrl,
  venue_name, venue_name_sr_cyrl, location_text, event_date::text as event_date, event_time::text as event_time,
  end_date::text as end_date, end_time::text as end_time, timezone, city_tag, category,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
  recurrence, repeats_until::text as repeats_until`;

/** Newest announcements first. */
export function readEventsFeed(db: Database) {
  return readAsAnon<EventFeedRow>(
    db,
    `select ${eventColumns} from public.events where status = 'published'
      order by created_at desc, id limit $1`,
    [feedItemLimit],
  );
}

/** Which upcoming events a calendar feed holds: all, or one city's or organization's, optionally one category. */
export interface UpcomingEventsScope {
  cityTag?: string;
  organizationSlug?: string;
  category?: string;
}

/**
 * Events that have not ended, soonest first, in the given scope. "Not ended"
 * is judged a day generously, as each event's date is in its own time zone;
 * a recurring event counts until the last day its rule can reach (its
 * VEVENT carries the RRULE, migration 0752).
 */
export function readUpcomingEvents(db: Database, scope: UpcomingEventsScope = {}) {
  return readAsAnon<EventFeedRow>(
    db,
    `select ${eventColumns} from public.events
      where status = 'published'
        and coalesce(repeats_until, end_date, event_date) >= current_date - 1
        and ($2::text is null or city_tag = $2)
        and ($3::text is null or organization_id =
              (select o.id from public.organizations o where o.slug = $3))
        and ($4::text is null or category = $4)
      order by event_date, event_time nulls first, id limit $1`,
    [
      calendarEventLimit,
      scope.cityTag ?? null,
      scope.organizationSlug ?? null,
      scope.category ?? null,
    ],
  );
}
