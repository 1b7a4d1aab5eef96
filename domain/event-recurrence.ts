import { addDays } from './calendar-month.ts';
import { zonedTimeToUtc } from './time-zone.ts';

/**
 * Recurring events (issue 38): the subset of RFC 5545 recurrence rules the
 * portal takes, stored on the event as JSON (events.recurrence, migration
 * 0750, checked there by public.is_valid_recurrence with the same bounds):
 *
 *   weekly on given weekdays          {"freq":"weekly","weekdays":[0,4]}
 *   monthly on a day of the month     {"freq":"monthly","monthDay":15}
 *   monthly on a weekday position     {"freq":"monthly","weekday":0,"week":2}   (2nd Sunday;
 *                                      week -1 is the last)
 *   every n weeks or months           "interval": 1..12
 *   ending                            "until": "YYYY-MM-DD" or "count": 1..500 (not both)
 *   exceptions                        "except": ["YYYY-MM-DD", …] (at most 100)
 *
 * Weekdays are numbered as Date.getUTCDay (0 = Sunday). The event's date is
 * the first occurrence (and counts toward `count`, as in RFC 5545);
 * exceptions are taken out after counting. Occurrences are calendar dates in
 * the event's own time zone, and each keeps the event's wall-clock time: a
 * 19:00 weekly event in Toronto is at 19:00 local before and after the change
 * of clocks, so its UTC instant moves by an hour (occurrenceStartUtc).
 */

export const maxRecurrenceCount = 500;
export const maxRecurrenceExceptions = 100;

export interface Recurrence {
  freq: 'weekly' | 'monthly';
  interval?: number;
  weekdays?: number[];
  monthDay?: number;
  weekday?: number;
  week?: number;
  until?: string;
  count?: number;
  except?: string[];
}

const ruleKeys = new Set([
  'freq',
  'interval',
  'weekdays',
  'monthDay',
  'weekday',
  'week',
  'until',
  'count',
  'except',
]);

/** A calendar day 'YYYY-MM-DD' that exists (no 30 February). */
function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value)) return false;
  return new Date(Date.parse(`${value}T00:00:00Z`)).toISOString().startsWith(value);
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Whether a value is a rule of the subset above, with its bounds. Plain code
 * rather than a schema library: the public calendar pages read rules, and this
 * keeps a validation library out of their first JavaScript (issue 9's budget).
 * The database checks the same rules (public.is_valid_recurrence); a test
 * holds the two to the same answers.
 */
export function isRecurrence(value: unknown): value is Recurrence {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const rule = value as Record<string, unknown>;
  if (Object.keys(rule).some((key) => !ruleKeys.has(key))) return false;
  if (rule.interval !== undefined && !isWhole(rule.interval, 1, 12)) return false;
  if (rule.count !== undefined && !isWhole(rule.count, 1, maxRecurrenceCount)) return false;
  if (rule.until !== undefined && !isIsoDay(rule.until)) return false;
  if (rule.until !== undefined && rule.count !== undefined) return false;
  if (rule.except !== undefined) {
    const except = rule.except;
    if (!Array.isArray(except) || except.length > maxRecurrenceExceptions) return false;
    if (!except.every(isIsoDay)) return false;
  }
  if (rule.freq === 'weekly') {
    const weekdays = rule.weekdays;
    return (
      Array.isArray(weekdays) &&
      weekdays.length >= 1 &&
      weekdays.every((day) => isWhole(day, 0, 6)) &&
      new Set(weekdays).size === weekdays.length &&
      rule.monthDay === undefined &&
      rule.weekday === undefined &&
      rule.week === undefined
    );
  }
  if (rule.freq !== 'monthly' || rule.weekdays !== undefined) return false;
  if (rule.monthDay !== undefined) {
    return isWhole(rule.monthDay, 1, 31) && rule.weekday === undefined && rule.week === undefined;
  }
  return isWhole(rule.weekday, 0, 6) && (rule.week === -1 || isWhole(rule.week, 1, 4));
}

export interface RecurringEvent {
  /** The first occurrence, 'YYYY-MM-DD'. */
  event_date: string;
  end_date?: string | null;
  event_time?: string | null;
  timezone: string;
  recurrence: Recurrence;
}

export interface Occurrence {
  date: string;
  /** The last day of a multi-day occurrence, else null. */
  endDate: string | null;
}

/** Most occurrences a list or feed expands from one event. */
export const maxOccurrences = 200;

const dayMs = 86_400_000;
const toDays = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const fromDays = (days: number) => new Date(days * dayMs).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date of the `week`-th `weekday` of a month (week -1: the last), or null. */
function nthWeekday(year: number, month: number, weekday: number, week: number): string | null {
  const length = daysInMonth(year, month);
  if (week === -1) {
    const lastWeekday = new Date(Date.UTC(year, month - 1, length)).getUTCDay();
    const day = length - ((lastWeekday - weekday + 7) % 7);
    return fromDays(Date.UTC(year, month - 1, day) / dayMs);
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - firstWeekday + 7) % 7) + (week - 1) * 7;
  return day <= length ? fromDays(Date.UTC(year, month - 1, day) / dayMs) : null;
}

/** The dates the rule makes from the event's date on, in order (unbounded; the caller stops). */
function* ruleDates(start: string, rule: Recurrence): Generator<string> {
  const interval = rule.interval ?? 1;
  yield start;
  if (rule.freq === 'weekly') {
    // Weeks start on Monday (RFC 5545's default WKST=MO).
    const mondayOffset = (weekdayOf(start) + 6) % 7;
    const firstMonday = toDays(start) - mondayOffset;
    const offsets = [...new Set(rule.weekdays)].map((day) => (day + 6) % 7).sort((a, b) => a - b);
    for (let week = 0; ; week += interval) {
      for (const offset of offsets) {
        const day = fromDays(firstMonday + week * 7 + offset);
        if (day > start) yield day;
      }
    }
  }
  const [year, month] = start.split('-').map(Number) as [number, number];
  for (let step = 0; ; step += interval) {
    const index = month - 1 + step;
    const y = year + Math.floor(index / 12);
    const m = (index % 12) + 1;
    // A rule that names a day some months lack (the 31st every 12 months from February) may make none.
    if (y > year + 10) return;
    const day =
      rule.monthDay !== undefined
        ? rule.monthDay <= daysInMonth(y, m)
          ? `${y}-${String(m).padStart(2, '0')}-${String(rule.monthDay).padStart(2, '0')}`
          : null
        : nthWeekday(y, m, rule.weekday!, rule.week!);
    if (day && day > start) yield day;
  }
}

/**
 * The occurrences of a recurring event that end on or after `from` and
 * start on or before `to` (both 'YYYY-MM-DD'), at most `limit`. Bounded
 * however far the rule runs: it stops at `to`, at `until`, after `count`,
 * and after ten years of dates.
 */
export function expandOccurrences(
  event: RecurringEvent,
  window: { from: string; to: string; limit?: number },
): Occurrence[] {
  const rule = event.recurrence;
  const limit = Math.min(window.limit ?? maxOccurrences, maxOccurrences);
  const span =
    event.end_date && event.end_date > event.event_date
      ? toDays(event.end_date) - toDays(event.event_date)
      : 0;
  const except = new Set(rule.except ?? []);
  const horizon = fromDays(toDays(event.event_date) + 3660);
  const occurrences: Occurrence[] = [];
  let counted = 0;
  for (const date of ruleDates(event.event_date, rule)) {
    if (date > window.to || date > horizon) break;
    if (rule.until !== undefined && date > rule.until) break;
    counted += 1;
    if (rule.count !== undefined && counted > rule.count) break;
    if (except.has(date)) continue;
    const endDate = span > 0 ? addDays(date, span) : null;
    if ((endDate ?? date) < window.from) continue;
    occurrences.push({ date, endDate });
    if (occurrences.length >= limit) break;
  }
  return occurrences;
}

/** The UTC instant an occurrence starts: its date at the event's wall-clock time in its zone. */
export function occurrenceStartUtc(event: RecurringEvent, occurrence: Occurrence): number {
  return zonedTimeToUtc(occurrence.date, event.event_time ?? '00:00', event.timezone);
}

const icsWeekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const compactDay = (day: string) => day.replace(/-/g, '');

/**
 * The RRULE (and EXDATE) lines of a recurring event's VEVENT. A timed event's
 * UNTIL is the UTC instant its last day ends in the event's zone (RFC 5545
 * wants UTC when DTSTART has a TZID); an all-day event's UNTIL is a date.
 */
export function recurrenceIcsLines(event: RecurringEvent): string[] {
  const rule = event.recurrence;
  const parts = [`FREQ=${rule.freq === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`];
  if ((rule.interval ?? 1) > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.freq === 'weekly') {
    parts.push(`BYDAY=${[...new Set(rule.weekdays)].map((day) => icsWeekdays[day]).join(',')}`);
  } else if (rule.monthDay !== undefined) {
    parts.push(`BYMONTHDAY=${rule.monthDay}`);
  } else {
    parts.push(`BYDAY=${rule.week}${icsWeekdays[rule.weekday!]}`);
  }
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== undefined) {
    if (event.event_time) {
      const end = zonedTimeToUtc(addDays(rule.until, 1), '00:00', event.timezone) - 1000;
      parts.push(`UNTIL=${new Date(end).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    } else {
      parts.push(`UNTIL=${compactDay(rule.until)}`);
    }
  }
  const lines = [`RRULE:${parts.join(';')}`];
  for (const day of rule.except ?? []) {
    if (event.event_time) {
      const [hours = '00', minutes = '00'] = event.event_time.split(':');
      lines.push(`EXDATE;TZID=${event.timezone}:${compactDay(day)}T${hours}${minutes}00`);
    } else {
      lines.push(`EXDATE;VALUE=DATE:${compactDay(day)}`);
    }
  }
  return lines;
}

/** The stored rule of an event row (the JSON column), or null when it has none or it is unreadable. */
export function parseRecurrence(value: unknown): Recurrence | null {
  if (value === null || value === undefined) return null;
  return isRecurrence(value) ? value : null;
}
