/**
 * The month grid of the events calendar: whole weeks covering one month, each
 * day as a calendar date ('2026-11-21'), days of the neighbouring months marked.
 * Pure date arithmetic in UTC, so the reader's time zone never shifts a day.
 */

export interface YearMonth {
  year: number;
  /** 1 to 12 */
  month: number;
}

export interface CalendarDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/** 0 = weeks start on Sunday, 1 = on Monday. */
export type WeekStart = 0 | 1;

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function yearMonthOf(isoDay: string): YearMonth {
  return { year: Number(isoDay.slice(0, 4)), month: Number(isoDay.slice(5, 7)) };
}

/** 'YYYY-MM-DD' moved by a number of days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

export function buildMonthGrid({ year, month }: YearMonth, weekStart: WeekStart): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const cursor = new Date(Date.UTC(year, month - 1, 1 - lead));
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let index = 0; index < 7; index++) {
      week.push({
        date: isoDate(cursor),
        day: cursor.getUTCDate(),
        inMonth: cursor.getUTCMonth() === month - 1,
      });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getUTCMonth() === month - 1);
  return weeks;
}

/** Events grouped under their date, keeping the given order within a day. */
export function groupByDate<T extends { event_date: string }>(
  events: readonly T[],
): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const event of events) {
    const key = event.event_date.slice(0, 10);
    byDate.set(key, [...(byDate.get(key) ?? []), event]);
  }
  return byDate;
}
