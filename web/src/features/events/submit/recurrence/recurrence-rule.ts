/**
 * The recurrence rule as the event form edits it: one text value, the rule's
 * JSON (domain/event-recurrence-form.ts), read here into its parts.
 */

export type Rule = Record<string, unknown>;
export type Mode = 'none' | 'weekly' | 'monthDay' | 'monthWeekday';
export type Ending = 'never' | 'until' | 'count';

/** Monday first, as people read a week. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0];
export const positions = ['1', '2', '3', '4', 'last'] as const;

export const parsedRule = (value: string): Rule | null => {
  try {
    const rule = JSON.parse(value) as unknown;
    return typeof rule === 'object' && rule !== null && !Array.isArray(rule)
      ? (rule as Rule)
      : null;
  } catch {
    return null;
  }
};

export function modeOf(rule: Rule | null): Mode {
  if (!rule) return 'none';
  if (rule.freq === 'weekly') return 'weekly';
  return 'monthDay' in rule ? 'monthDay' : 'monthWeekday';
}

export const endingOf = (rule: Rule): Ending =>
  'until' in rule ? 'until' : 'count' in rule ? 'count' : 'never';

/** A number input's value: blank stays null, so the form says it is missing. */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The weekday and position of the event's first date, for the rule's first choice. */
export function startParts(eventDate: string) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(eventDate);
  const date = new Date(`${valid ? eventDate : '2000-01-03'}T00:00:00Z`);
  const day = date.getUTCDate();
  return { weekday: date.getUTCDay(), monthDay: day, week: day > 28 ? -1 : Math.ceil(day / 7) };
}
