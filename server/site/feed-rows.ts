import type { EventCalendarRow } from '../../domain/event-calendar-entry.ts';
import type { Database } from '../db/database.ts';
import { readAsAnon } from './anon-read.ts';

/** The published rows the feeds list, read as a visitor (newest first, bounded). */

export const feedItemLimit = 50;
/** A subscribed calendar gets at most this many upcoming events. */
export const calendarEventLimit = 500;

export type NewsFeedRow = {
  slug: string;
  title_en: string;
  title_sr_cyrl: string | null;
  excerpt_en: string | null;
  excerpt_sr_cyrl: string | null;
  created_at: string;
};

export function readNewsFeed(db: Database) {
  return readAsAnon<NewsFeedRow>(
    db,
    `select slug, title_en, title_sr_cyrl, excerpt_en, excerpt_sr_cyrl,
            to_json(created_at) #>> '{}' as created_at
       from public.news where status = 'published'
      order by created_at desc, id limit $1`,
    [feedItemLimit],
  );
}

export type EventFeedRow = EventCalendarRow & { created_at: string; city_tag: string };

const eventColumns = `id, slug, title_en, title_sr_cyrl, description_en, description_sr_cyrl,
  venue_name, location_text, event_date::text as event_date, event_time::text as event_time,
  end_date::text as end_date, end_time::text as end_time, timezone, city_tag,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at`;

/** Newest announcements first. */
export function readEventsFeed(db: Database) {
  return readAsAnon<EventFeedRow>(
    db,
    `select ${eventColumns} from public.events where status = 'published'
      order by created_at desc, id limit $1`,
    [feedItemLimit],
  );
}

/**
 * Events that have not ended, soonest first; optionally one city. "Not ended"
 * is judged a day generously, as each event's date is in its own time zone.
 */
export function readUpcomingEvents(db: Database, cityTag?: string) {
  return readAsAnon<EventFeedRow>(
    db,
    `select ${eventColumns} from public.events
      where status = 'published' and coalesce(end_date, event_date) >= current_date - 1
        and ($2::text is null or city_tag = $2)
      order by event_date, event_time nulls first, id limit $1`,
    [calendarEventLimit, cityTag ?? null],
  );
}
