import {
  isRecurrence,
  maxRecurrenceCount,
  maxRecurrenceExceptions,
  type Recurrence,
} from './event-recurrence.ts';

/**
 * The event form keeps its recurrence rule as one text field: the rule's
 * JSON (domain/event-recurrence.ts), or blank for a one-off event. Like every
 * form field it is a string, so the draft on the device and the dashboard's
 * edit keep it as they keep the others. This module reads that text and names
 * the first problem in it, as an i18n key the form shows next to the field;
 * a text with no problem is a rule isRecurrence accepts (and the database's
 * is_valid_recurrence, with events_recurrence_until_after_start).
 */

export const recurrenceProblems = [
  'submissions.validation.repeatInvalid',
  'submissions.validation.repeatWeekdaysRequired',
  'submissions.validation.repeatIntervalRange',
  'submissions.validation.repeatCountRange',
  'submissions.validation.repeatDateInvalid',
  'submissions.validation.repeatUntilBeforeStart',
  'submissions.validation.repeatTooManyExceptions',
] as const;

export type RecurrenceProblem = (typeof recurrenceProblems)[number];

/** The rule in the form's text, or null for blank or anything that is not a rule. */
export function recurrenceFromText(text: string): Recurrence | null {
  if (text.trim() === '') return null;
  const value = parsed(text);
  return isRecurrence(value) ? value : null;
}

/** The form's text of a stored rule (blank for none). */
export function recurrenceToText(value: unknown): string {
  return isRecurrence(value) ? JSON.stringify(value) : '';
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isDay = (value: unknown) =>
  typeof value === 'string' && isRecurrence({ freq: 'weekly', weekdays: [0], until: value });
const inRange = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * The first problem of the form's text for an event starting on `eventDate`
 * ('YYYY-MM-DD', or blank while the person has not chosen it), or null.
 */
export function recurrenceProblem(text: string, eventDate: string): RecurrenceProblem | null {
  if (text.trim() === '') return null;
  const value = parsed(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'submissions.validation.repeatInvalid';
  }
  const rule = value as Record<string, unknown>;
  if (rule.freq === 'weekly' && (!Array.isArray(rule.weekdays) || rule.weekdays.length === 0)) {
    return 'submissions.validation.repeatWeekdaysRequired';
  }
  if ('interval' in rule && !inRange(rule.interval, 1, 12)) {
    return 'submissions.validation.repeatIntervalRange';
  }
  if ('count' in rule && !inRange(rule.count, 1, maxRecurrenceCount)) {
    return 'submissions.validation.repeatCountRange';
  }
  if ('until' in rule && !isDay(rule.until)) return 'submissions.validation.repeatDateInvalid';
  if ('until' in rule && eventDate !== '' && String(rule.until) < eventDate) {
    return 'submissions.validation.repeatUntilBeforeStart';
  }
  if ('except' in rule) {
    if (!Array.isArray(rule.except) || !rule.except.every(isDay)) {
      return 'submissions.validation.repeatDateInvalid';
    }
    if (rule.except.length > maxRecurrenceExceptions) {
      return 'submissions.validation.repeatTooManyExceptions';
    }
  }
  return isRecurrence(rule) ? null : 'submissions.validation.repeatInvalid';
}
