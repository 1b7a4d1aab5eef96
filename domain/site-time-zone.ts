import { calendarParts } from './serbian-date.ts';

/**
 * The portal's own time zone (issue 37): where a moment that belongs to no
 * event is put on the calendar and the clock — when a news article or a
 * profile was published, which day is "today" for upcoming versus past. The
 * server (UTC) and the reader's browser (any zone) then write the same date,
 * so a page reads the same before and after the app takes over. Eastern
 * time: Toronto, where most of the portal's communities are. An event's own
 * date and time stay in the event's zone.
 */
export const siteTimeZone = 'America/Toronto';

/** Today's calendar date in the portal's zone, as 'YYYY-MM-DD'. */
export function siteToday(now: Date = new Date()): string {
  const { year, month, day } = calendarParts(now, siteTimeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
