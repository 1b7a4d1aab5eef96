import type { EventCategory } from '../../domain/content-categories.ts';
import type { Language } from '../../domain/language.ts';
import { eventCalendarEntry } from '../../domain/event-calendar-entry.ts';
import { buildCalendarIcs } from '../../domain/ics.ts';
import { siteText } from '../../domain/seo/site-text.ts';
import { toLatin } from '../../domain/transliterate.ts';
import type { EventFeedRow } from './feed-rows.ts';

/** An event category's name in a calendar's title, as the events page names it. */
const categoryNames: Record<EventCategory, { en: string; sr: string }> = {
  festivals: { en: 'Festivals', sr: 'Фестивали' },
  theatre: { en: 'Theatre', sr: 'Позориште' },
  music: { en: 'Music', sr: 'Музика' },
  sports: { en: 'Sports', sr: 'Спорт' },
  other: { en: 'Other', sr: 'Остало' },
};

function categoryName(category: EventCategory, language: Language): string {
  const { en, sr } = categoryNames[category];
  if (language === 'en') return en;
  return language === 'sr_latin' ? toLatin(sr) : sr;
}

/**
 * The subscribable iCalendar feed of upcoming events (all, a city's or an
 * organization's, optionally one category), in the language its address
 * names (`?lang=`, English by default, like the RSS feeds); each event keeps
 * its own time zone. `scopeNames` (the city or the organization, already in
 * that language) and the category go into the calendar's display name.
 */
export function eventsCalendarIcs(
  rows: EventFeedRow[],
  siteUrl: string,
  options: {
    language: Language;
    scopeNames?: readonly string[];
    category?: EventCategory | null;
    now?: Date;
  },
): string {
  const { language } = options;
  const text = siteText(language);
  const name = [
    text.events.title,
    ...(options.scopeNames ?? []),
    options.category ? categoryName(options.category, language) : undefined,
    text.siteName,
  ]
    .filter(Boolean)
    .join(' · ');
  return buildCalendarIcs(
    rows.map((row) => eventCalendarEntry(row, language, siteUrl)),
    { name, ...(options.now ? { now: options.now } : {}) },
  );
}
