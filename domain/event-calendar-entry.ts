import { type ContentLanguage, localizedField, localizedText } from './content-language.ts';
import { parseRecurrence, recurrenceIcsLines } from './event-recurrence.ts';
import type { IcsEvent } from './ics.ts';
import { canonicalLanguagePath } from './language-url.ts';
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
  Partial<
    Pick<
      Tables<'events'>,
      'updated_at' | 'category' | 'recurrence' | 'repeats_until' | 'venue_name_sr_cyrl'
    >
  >;

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
  const recurrence = parseRecurrence(event.recurrence);
  return {
    uid: `${event.id}@${site.hostname}`,
    title: localizedField(event, 'title', language),
    description: localizedField(event, 'description', language),
    location: [
      localizedText(language, event.venue_name, event.venue_name_sr_cyrl),
      event.location_text,
    ]
      .filter(Boolean)
      .join(', '),
    // The event's page in the calendar's language.
    url: new URL(
      canonicalLanguagePath(routePath('event', { slug: event.slug }), language),
      site,
    ).toString(),
    date: event.event_date,
    time: event.event_time,
    endDate: event.end_date,
    endTime: event.end_time,
    timezone: event.timezone,
    stamp: event.updated_at ?? null,
    ...(event.category ? { categories: [event.category.toUpperCase()] } : {}),
    ...(recurrence
      ? {
          recurrenceLines: recurrenceIcsLines({ ...event, recurrence }),
          lastDate: event.repeats_until ?? null,
        }
      : {}),
  };
}
