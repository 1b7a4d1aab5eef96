import { type ContentLanguage, localizedField } from './content-language.ts';
import type { IcsEvent } from './ics.ts';
import { routePath } from './routes.ts';
import type { Tables } from './database.types.ts';

/** The event fields a calendar entry is made of (rows read before migration 0390 may lack the category). */
export type EventCalendarRow = Pick<
  Tables<'events'>,
  | 'id'
  | 'slug'
  | 'title_en'
  | 'title_sr_cyrl'
  | 'description_en'
  | 'description_sr_cyrl'
  | 'venue_name'
  | 'location_text'
  | 'event_date'
  | 'event_time'
  | 'end_date'
  | 'end_time'
  | 'timezone'
> &
  Partial<Pick<Tables<'events'>, 'updated_at' | 'category'>>;

/**
 * One event as an iCalendar entry. The UID is the event's id at the site's
 * host, so the download button and the subscribed feeds name the same event
 * and a calendar app updates it instead of adding a copy.
 */
export function eventCalendarEntry(
  event: EventCalendarRow,
  language: ContentLanguage,
  siteUrl: string,
): IcsEvent {
  const site = new URL(siteUrl);
  return {
    uid: `${event.id}@${site.hostname}`,
    title: localizedField(event, 'title', language),
    description: localizedField(event, 'description', language),
    location: [event.venue_name, event.location_text].filter(Boolean).join(', '),
    url: new URL(routePath('event', { slug: event.slug }), site).toString(),
    date: event.event_date,
    time: event.event_time,
    endDate: event.end_date,
    endTime: event.end_time,
    timezone: event.timezone,
    stamp: event.updated_at ?? null,
    ...(event.category ? { categories: [event.category.toUpperCase()] } : {}),
  };
}
