/**
 * Upcoming versus past events (SPEC §4): an event is upcoming when its date is
 * today or later, past otherwise. Dates are calendar dates ('2026-12-24')
 * compared as text, so no time zone can move an event between the tabs.
 */

import { siteToday } from './site-time-zone.ts';

export interface DatedEvent {
  event_date: string;
}

/**
 * Today's calendar date in the portal's zone (site-time-zone.ts), as
 * 'YYYY-MM-DD': the same on the server and in every reader's browser, so the
 * server's page and the app's agree on what is upcoming.
 */
export function todayIsoDate(now: Date = new Date()): string {
  return siteToday(now);
}

export function isUpcoming(event: DatedEvent, today: string): boolean {
  return event.event_date.slice(0, 10) >= today;
}

/**
 * Whether the event is over: its last day (end date, else start date) is
 * before today. A festival that started yesterday and ends tomorrow is not.
 */
export function hasEnded(event: DatedEvent & { end_date?: string | null }, today: string): boolean {
  return (event.end_date ?? event.event_date).slice(0, 10) < today;
}

/** Upcoming soonest first; past most recent first. */
export function splitByTiming<T extends DatedEvent>(
  events: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((event) => isUpcoming(event, today));
  const past = events.filter((event) => !isUpcoming(event, today));
  upcoming.sort((a, b) => a.event_date.localeCompare(b.event_date));
  past.sort((a, b) => b.event_date.localeCompare(a.event_date));
  return { upcoming, past };
}
