import { describe, expect, it } from 'vitest';
import { occurrenceKey, withOccurrences } from './event-occurrences.ts';

const base = { end_date: null, timezone: 'America/Toronto' };

describe('withOccurrences', () => {
  it('shows a recurring event once per occurrence in the window, sorted with one-off events', () => {
    const rows = [
      { ...base, id: 'b', event_date: '2031-01-10', event_time: '12:00' },
      {
        ...base,
        id: 'a',
        event_date: '2030-01-02',
        event_time: '19:00',
        recurrence: { freq: 'monthly', monthDay: 2 },
      },
    ];
    const shown = withOccurrences(rows, '2031-01-01');
    const dates = shown.map((row) => `${row.id} ${row.event_date}`);
    // 90 days back to a year ahead.
    expect(dates.slice(0, 5)).toEqual([
      'a 2030-11-02',
      'a 2030-12-02',
      'a 2031-01-02',
      'b 2031-01-10',
      'a 2031-02-02',
    ]);
    expect(dates.at(-1)).toBe('a 2032-01-02');
    expect(new Set(shown.map(occurrenceKey)).size).toBe(shown.length);
  });

  it('bounds a daily-like series and leaves a broken rule as one row', () => {
    const everyDay = {
      ...base,
      id: 'c',
      event_date: '2031-01-01',
      event_time: null,
      recurrence: { freq: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    };
    expect(withOccurrences([everyDay], '2031-01-01')).toHaveLength(60);
    const broken = { ...everyDay, recurrence: { freq: 'hourly' } };
    expect(withOccurrences([broken], '2031-01-01')).toEqual([broken]);
  });
});
