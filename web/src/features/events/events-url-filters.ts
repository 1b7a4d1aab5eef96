import { eventCategories } from '@domain/content-categories.ts';
import type { UrlFilterSpec } from '@/lib/url-filters.ts';

/** The events list's filters in its URL: /events?city=toronto&category=music&tab=past&view=calendar. */
export const eventsUrlFilters = {
  q: { fallback: '' },
  city: { fallback: '' },
  category: { fallback: '', allowed: eventCategories },
  tab: { fallback: 'upcoming', allowed: ['upcoming', 'past'] },
  view: { fallback: 'list', allowed: ['list', 'calendar'] },
} as const satisfies UrlFilterSpec<string>;

/** The iCalendar feed of what the list shows: all events, or one city's, optionally one category. */
export function eventsFeedPath(city: string, category: string): string {
  const path = city ? `/city/${encodeURIComponent(city)}/events.ics` : '/events.ics';
  return category ? `${path}?category=${encodeURIComponent(category)}` : path;
}
