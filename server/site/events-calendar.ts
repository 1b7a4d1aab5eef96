import { eventCalendarEntry } from '../../domain/event-calendar-entry.ts';
import { buildCalendarIcs } from '../../domain/ics.ts';
import { siteText } from '../../domain/seo/site-text.ts';
import type { EventFeedRow } from './feed-rows.ts';

/**
 * The subscribable iCalendar feed of upcoming events (all, or one city's),
 * in English like the RSS feeds; each event keeps its own time zone.
 */
export function eventsCalendarIcs(
  rows: EventFeedRow[],
  siteUrl: string,
  cityName?: string,
  now?: Date,
): string {
  const text = siteText('en');
  const name = [text.events.title, cityName, text.siteName].filter(Boolean).join(' · ');
  return buildCalendarIcs(
    rows.map((row) => eventCalendarEntry(row, 'en', siteUrl)),
    { name, ...(now ? { now } : {}) },
  );
}
