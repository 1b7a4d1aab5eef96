import type ICAL from 'ical.js';
import { isRecurrence, type Recurrence } from '../../domain/event-recurrence.ts';

/**
 * An RRULE of a feed as the portal's recurrence rule (domain/event-recurrence.ts),
 * or the reason it does not fit. Fits: weekly on weekdays (or daily, as every
 * weekday), monthly on a day of the month or on one weekday position
 * (1st–4th or last), an interval up to 12, until a date or a count up to 500.
 * Anything else (yearly, several positions, BYSETPOS, hours) is refused, never
 * approximated: a series shown on the wrong days is worse than none.
 */

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const fittingParts = new Set(['BYDAY', 'BYMONTHDAY']);

export type RuleOutcome = { rule: Recurrence } | { refused: 'unsupported_recurrence' };

export interface RuleContext {
  /** The first occurrence, 'YYYY-MM-DD' in the event's zone. */
  startDate: string;
  /** The last day of an UNTIL in the event's zone (from the caller's time conversion). */
  untilDay: string | null;
  except: string[];
  /**
   * Days the start moved when its UTC time was placed in the event's zone.
   * A UTC rule's weekdays are UTC weekdays: a weekly rule moves with the
   * start; a monthly one cannot (the 1st at 00:00 UTC is the last day of the
   * month before in Toronto) and is refused.
   */
  shift?: number;
}

const refused = { refused: 'unsupported_recurrence' } as const;

export function mapRecurrence(recur: ICAL.Recur, context: RuleContext): RuleOutcome {
  const parts = recur.parts as Record<string, unknown[] | undefined>;
  if (Object.keys(parts).some((part) => !fittingParts.has(part))) return refused;
  const interval = recur.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > 12) return refused;
  const byDay = (parts.BYDAY ?? []).map(String);
  const byMonthDay = (parts.BYMONTHDAY ?? []).map(Number);
  const startWeekday = new Date(`${context.startDate}T00:00:00Z`).getUTCDay();
  const shift = context.shift ?? 0;
  let rule: Recurrence;
  if (shift !== 0 && (recur.freq === 'MONTHLY' || interval > 1)) return refused;
  if (recur.freq === 'DAILY') {
    if (interval !== 1 || byDay.length > 0 || byMonthDay.length > 0) return refused;
    rule = { freq: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] };
  } else if (recur.freq === 'WEEKLY') {
    if (byMonthDay.length > 0) return refused;
    const written = byDay.map((code) => weekdayCodes.indexOf(code));
    if (written.some((day) => day < 0)) return refused; // an ordinal ("2SU") in a weekly rule
    const days = written.map((day) => (day + shift + 7) % 7);
    // RFC 5545 weeks start on WKST; the portal's on Monday. Only a rule with
    // one day a week, or every week, is the same whatever the week start.
    const weekStart = recur.wkst ?? 2;
    if (weekStart !== 2 && interval > 1 && days.length > 1) return refused;
    rule = { freq: 'weekly', weekdays: days.length > 0 ? [...new Set(days)] : [startWeekday] };
  } else if (recur.freq === 'MONTHLY') {
    if (byDay.length > 0 && byMonthDay.length > 0) return refused;
    if (byMonthDay.length > 1 || byDay.length > 1) return refused;
    if (byDay.length === 1) {
      const match = /^([+-]?\d)?(SU|MO|TU|WE|TH|FR|SA)$/.exec(byDay[0]!);
      const week = match?.[1] ? Number(match[1]) : NaN;
      if (!match || !(week === -1 || (week >= 1 && week <= 4))) return refused;
      rule = { freq: 'monthly', weekday: weekdayCodes.indexOf(match[2]!), week };
    } else {
      const day = byMonthDay[0] ?? Number(context.startDate.slice(8, 10));
      if (!Number.isInteger(day) || day < 1 || day > 31) return refused;
      rule = { freq: 'monthly', monthDay: day };
    }
  } else {
    return refused;
  }
  if (interval > 1) rule.interval = interval;
  if (recur.count !== null && recur.count !== undefined) rule.count = recur.count;
  if (context.untilDay) {
    if (context.untilDay < context.startDate) return refused;
    rule.until = context.untilDay;
  }
  if (context.except.length > 0) rule.except = [...new Set(context.except)].sort();
  return isRecurrence(rule) ? { rule } : refused;
}
