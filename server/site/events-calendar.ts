import { eventCalendarEntry } from '../../domain/event-calendar-entry.ts';
import { buildCalendarIcs } from '../../domain/ics.ts';
import { siteText } from '../../domain/seo/site-text.ts';
import type { EventFeedRow } from './feed-rows.ts';

/**
 * The subscribable iCalendar feed of upcoming events (all, a city's or an
 * organization's, optionally one category), in English like the RSS feeds;
 * each event keeps its own time zone. `scopeNames` (the city or the
 * organization) and the category go into the calendar's display name.
 */
export function eventsCalendarIcs(
  rows: EventFeedRow[],
  siteUrl: string,
  scopeNames: readonly string[] = [],
  category?: string | null,
  now?: Date,
): string {
  const text = siteText('en');
  const categoryName = category ? category[0]!.toUpperCase() + category.slice(1) : undefined;
  const name = [text.events.title, ...scopeNames, categoryName, text.siteName]
    .filter(Boolean)
    .join(' · ');
  return buildCalendarIcs(
    rows.map((row) => eventCalendarEntry(row, 'en', siteUrl)),
    { name, ...(now ? { now } : {}) },
  );
}
