import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { addMonths, buildMonthGrid, groupByDate, yearMonthOf } from '@domain/calendar-month.ts';
import { formatMonthTitle, formatWeekday } from '@domain/format-date.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { todayIsoDate } from '@domain/event-timing.ts';
import { Button } from '@/components/ui/button.tsx';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { CalendarDayCell } from './calendar-day-cell.tsx';
import { MonthAgenda } from './month-agenda.tsx';
import { useCalendarKeyboard } from './use-calendar-keyboard.ts';

function weekdayNames(language: ContentLanguage, weekStart: 0 | 1) {
  return Array.from({ length: 7 }, (_, index) => {
    const weekday = (weekStart + index) % 7;
    return {
      short: formatWeekday(weekday, 'short', language),
      long: formatWeekday(weekday, 'long', language),
    };
  });
}

/** The month grid: events on their days, previous / next month, arrow-key navigation. */
export function EventsCalendar({ events }: { events: EventRow[] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const weekStart = language === 'en' ? 0 : 1;
  const today = todayIsoDate();
  const [focusedDate, setFocusedDate] = useState(today);
  const moveFocus = useRef(false);
  const month = yearMonthOf(focusedDate);
  const grid = buildMonthGrid(month, weekStart);
  const byDate = groupByDate(events);
  const gridRef = useRef<HTMLTableElement>(null);
  const monthTitle = formatMonthTitle(month.year, month.month, language);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const moveTo = (date: string) => {
    moveFocus.current = true;
    setFocusedDate(date);
  };
  const onKeyDown = useCalendarKeyboard(focusedDate, moveTo);
  const showMonth = (delta: number) => {
    const target = addMonths(month, delta);
    setFocusedDate(`${target.year}-${String(target.month).padStart(2, '0')}-01`);
  };

  return (
    <section aria-labelledby="calendar-month" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="calendar-month"
          aria-live="polite"
          className="text-xl font-semibold text-serbian-blue-900 first-letter:uppercase"
        >
          {monthTitle}
        </h2>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="icon" onClick={() => showMonth(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('events.calendar.previousMonth')}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setFocusedDate(today)}>
            {t('events.calendar.thisMonth')}
          </Button>
          <Button variant="secondary" size="icon" onClick={() => showMonth(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('events.calendar.nextMonth')}</span>
          </Button>
        </div>
      </div>
      <p className="text-sm text-stone-600">{t('events.calendar.keyboardHint')}</p>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby="calendar-month"
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {weekdayNames(language, weekStart).map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                className="py-2 text-xs font-semibold text-stone-600 uppercase"
              >
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day, weekday) => (
                <CalendarDayCell
                  key={day.date}
                  day={day}
                  events={byDate.get(day.date) ?? []}
                  isToday={day.date === today}
                  isFocused={day.date === focusedDate}
                  onFocusDay={() => setFocusedDate(day.date)}
                  onKeyDown={(event) => onKeyDown(event, weekday)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <MonthAgenda
        events={events.filter(
          (event) =>
            yearMonthOf(event.event_date).month === month.month &&
            yearMonthOf(event.event_date).year === month.year,
        )}
      />
    </section>
  );
}
