import { type ContentLanguage, localizedField } from './content-language.ts';
import type { IcsEvent } from './ics.ts';
import { routePath } from './routes.ts';

/** The event fields a calendar entry is made of. */
export type EventCalendarRow = {
  id: string;
  slug: string;
  title_en: string;
  title_sr_cyrl: string | null;
  description_en: string | null;
  description_sr_cyrl: string | null;
  venue_name: string | null;
  location_text: string | null;
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
  updated_at?: string | null;
  /** The event's category (migration 0390); rows read before it may lack it. */
  category?: string | null;
};

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
