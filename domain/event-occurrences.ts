import { addDays } from './calendar-month.ts';
import { expandOccurrences, parseRecurrence } from './event-recurrence.ts';

/**
 * The rows the lists, the calendar and the city pages show: a one-off event
 * as it is, a recurring one (migration 0750) as one row per occurrence in a
 * bounded window around today (the past tab's last 90 days to a year ahead,
 * at most `perEvent` each), each with its own dates and the event's time and
 * zone. Sorted by date, then time (all-day first).
 */

interface EventLike {
  id: string;
  event_date: string;
  end_date: string | null;
  event_time: string | null;
  timezone: string;
  recurrence?: unknown;
}

export const occurrenceWindow = { pastDays: 90, futureDays: 366, perEvent: 60 };

export function withOccurrences<Row extends EventLike>(rows: readonly Row[], today: string): Row[] {
  const from = addDays(today, -occurrenceWindow.pastDays);
  const to = addDays(today, occurrenceWindow.futureDays);
  const shown = rows.flatMap((row) => {
    const recurrence = parseRecurrence(row.recurrence);
    if (!recurrence) return [row];
    return expandOccurrences(
      { ...row, recurrence },
      { from, to, limit: occurrenceWindow.perEvent },
    ).map((occurrence) => ({ ...row, event_date: occurrence.date, end_date: occurrence.endDate }));
  });
  return shown.sort(
    (a, b) =>
      a.event_date.localeCompare(b.event_date) ||
      (a.event_time ?? '').localeCompare(b.event_time ?? '') ||
      a.id.localeCompare(b.id),
  );
}

/** The occurrences that have not ended by `today`, soonest first, at most `limit`. */
export function upcomingOccurrences<Row extends EventLike>(
  rows: readonly Row[],
  today: string,
  limit = Infinity,
): Row[] {
  return withOccurrences(rows, today)
    .filter((row) => (row.end_date ?? row.event_date) >= today)
    .slice(0, limit);
}

/** A key for one occurrence (an event shows once per date). */
export function occurrenceKey(row: { id: string; event_date: string }): string {
  return `${row.id}:${row.event_date}`;
}
