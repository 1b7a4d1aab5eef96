import { recurrenceFromText } from '@domain/event-recurrence-form.ts';
import { type Mode, modeOf, parsedRule, type Rule, startParts } from './recurrence-rule.ts';

/**
 * The rule behind the "Repeats" block, and its edits: `change` merges a
 * patch (dropping keys), `chooseMode` starts a new pattern from the event's
 * first date, keeping the interval, the ending and the dates left out.
 */
export function useRecurrenceRule(
  value: string,
  eventDate: string,
  onValue: (value: string) => void,
) {
  const rule = parsedRule(value);
  const mode = modeOf(rule);
  const start = startParts(eventDate);

  const save = (next: Rule | null) => onValue(next ? JSON.stringify(next) : '');
  const change = (patch: Rule, drop: string[] = []) => {
    const next: Rule = { ...rule, ...patch };
    for (const key of drop) delete next[key];
    save(next);
  };

  function chooseMode(next: Mode) {
    const kept: Rule = { ...rule };
    for (const key of ['freq', 'weekdays', 'monthDay', 'weekday', 'week']) delete kept[key];
    if (next === 'none') save(null);
    else if (next === 'weekly') save({ freq: 'weekly', weekdays: [start.weekday], ...kept });
    else if (next === 'monthDay') save({ freq: 'monthly', monthDay: start.monthDay, ...kept });
    else save({ freq: 'monthly', weekday: start.weekday, week: start.week, ...kept });
  }

  return { rule, mode, start, change, chooseMode, valid: recurrenceFromText(value) };
}

export type RecurrenceEdit = ReturnType<typeof useRecurrenceRule>;
export type RuleChange = RecurrenceEdit['change'];
