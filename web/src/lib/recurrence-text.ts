import type { ContentLanguage } from '@domain/content-language.ts';
import type { Recurrence } from '@domain/event-recurrence.ts';
import { formatDate, formatWeekday } from '@domain/format-date.ts';
import type { TFunction } from '@/lib/translator.ts';

const positionKeys = {
  1: 'events.repeat.position.1',
  2: 'events.repeat.position.2',
  3: 'events.repeat.position.3',
  4: 'events.repeat.position.4',
  [-1]: 'events.repeat.position.last',
} as const satisfies Record<number, string>;

/** Monday first, as people read a week. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** A recurrence rule in plain words: "Every week on Thursday, until 30 June 2031, except …". */
export function recurrenceText(rule: Recurrence, t: TFunction, language: ContentLanguage): string {
  const interval = rule.interval ?? 1;
  let text: string;
  if (rule.freq === 'weekly') {
    const days = weekOrder
      .filter((day) => rule.weekdays?.includes(day))
      .map((day) => formatWeekday(day, 'long', language))
      .join(', ');
    text =
      interval > 1
        ? t('events.repeat.weeklyEvery', { count: interval, days })
        : t('events.repeat.weekly', { days });
  } else if (rule.monthDay !== undefined) {
    text =
      interval > 1
        ? t('events.repeat.monthDayEvery', { count: interval, day: rule.monthDay })
        : t('events.repeat.monthDay', { day: rule.monthDay });
  } else {
    const weekday = formatWeekday(rule.weekday ?? 0, 'long', language);
    const week = (rule.week ?? 1) as keyof typeof positionKeys;
    const position = t(positionKeys[week]);
    text =
      interval > 1
        ? t('events.repeat.monthWeekdayEvery', { count: interval, weekday, position })
        : t('events.repeat.monthWeekday', { weekday, position });
  }
  const parts = [text];
  if (rule.until) parts.push(t('events.repeat.until', { date: formatDate(rule.until, language) }));
  if (rule.count) parts.push(t('events.repeat.count', { count: rule.count }));
  if (rule.except?.length) {
    const dates = rule.except.map((day) => formatDate(day, language)).join(', ');
    parts.push(t('events.repeat.except', { dates }));
  }
  return parts.join(', ');
}
