import { describe, expect, it } from 'vitest';
import { addDays, addMonths, buildMonthGrid, groupByDate, yearMonthOf } from './calendar-month.ts';

describe('calendar month', () => {
  it('covers November 2026 in whole weeks starting on Monday', () => {
    const weeks = buildMonthGrid({ year: 2026, month: 11 }, 1);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[5]![0]).toEqual({ date: '2026-11-30', day: 30, inMonth: true });
    expect(weeks[5]![6]).toEqual({ date: '2026-12-06', day: 6, inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('starts on Sunday when asked, and February 2026 fits in four weeks', () => {
    const weeks = buildMonthGrid({ year: 2026, month: 2 }, 0);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]!.date).toBe('2026-02-01');
    expect(weeks[3]![6]!.date).toBe('2026-02-28');
  });

  it('handles a leap February', () => {
    const days = buildMonthGrid({ year: 2028, month: 2 }, 1).flat();
    expect(days.filter((day) => day.inMonth).at(-1)!.date).toBe('2028-02-29');
  });

  it('moves between months across year ends', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(yearMonthOf('2026-03-09')).toEqual({ year: 2026, month: 3 });
  });

  it('moves between days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
  });

  it('groups events under their dates', () => {
    const grouped = groupByDate([
      { event_date: '2026-11-05', id: 1 },
      { event_date: '2026-11-07', id: 2 },
      { event_date: '2026-11-05', id: 3 },
    ]);
    expect(grouped.get('2026-11-05')!.map((event) => event.id)).toEqual([1, 3]);
    expect(grouped.get('2026-11-06')).toBeUndefined();
  });
});
