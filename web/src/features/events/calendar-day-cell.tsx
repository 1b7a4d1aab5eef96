import { occurrenceKey } from '@domain/event-occurrences.ts';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import type { CalendarDay } from '@domain/calendar-month.ts';
import { localizedField } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { routePath } from '@domain/routes.ts';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';

interface CalendarDayCellProps {
  day: CalendarDay;
  events: EventRow[];
  isToday: boolean;
  isFocused: boolean;
  onFocusDay: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

const shownPerDay = 3;

/**
 * One day of the month grid: its number and its events as links (titles
 * from the sm breakpoint). The cell is named by its content, the full date
 * and count read out and the visible titles, so what is seen is part of
 * what is heard (WCAG 2.5.3), not replaced by an aria-label.
 */
export function CalendarDayCell({
  day,
  events,
  isToday,
  isFocused,
  ...handlers
}: CalendarDayCellProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const label = t('events.calendar.dayWithEvents', {
    date: formatDate(day.date, language, { dateStyle: 'full' }),
    count: events.length,
  });
  return (
    <td
      data-date={day.date}
      tabIndex={isFocused ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      onFocus={(event) => event.target === event.currentTarget && handlers.onFocusDay()}
      onKeyDown={handlers.onKeyDown}
      className={`h-16 border border-stone-200 p-1 align-top sm:h-28 sm:p-1.5 ${
        day.inMonth ? 'bg-white' : 'bg-stone-50 text-stone-500'
      }`}
    >
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        className={`inline-flex size-7 items-center justify-center rounded-full text-sm ${
          isToday ? 'bg-serbian-blue-700 font-semibold text-white' : ''
        }`}
      >
        {day.day}
      </span>
      {events.length > 0 && (
        <span
          aria-hidden="true"
          className="mx-auto mt-1 block size-2 rounded-full bg-heritage-red-600 sm:hidden"
        />
      )}
      <ul className="mt-1 hidden grid-cols-1 gap-1 sm:grid">
        {events.slice(0, shownPerDay).map((event) => (
          <li key={occurrenceKey(event)}>
            <Link
              to={routePath('event', { slug: event.slug })}
              className="block truncate rounded bg-serbian-blue-50 px-1.5 py-0.5 text-xs font-medium text-serbian-blue-800 hover:bg-serbian-blue-100"
            >
              {localizedField(event, 'title', language)}
            </Link>
          </li>
        ))}
        {events.length > shownPerDay && (
          <li className="px-1.5 text-xs text-stone-600">
            {t('events.calendar.more', { count: events.length - shownPerDay })}
          </li>
        )}
      </ul>
    </td>
  );
}
