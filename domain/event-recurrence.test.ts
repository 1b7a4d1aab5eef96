import { describe, expect, it } from 'vitest';
import {
  expandOccurrences,
  maxOccurrences,
  occurrenceStartUtc,
  type RecurringEvent,
  recurrenceIcsLines,
  isRecurrence,
} from './event-recurrence.ts';
import { zoneOffsetMinutes } from './time-zone.ts';

const dates = (event: RecurringEvent, from: string, to: string, limit?: number) =>
  expandOccurrences(event, { from, to, limit }).map((occurrence) => occurrence.date);

/** The local wall clock ('19:00') of an instant in a zone. */
function localTime(utc: number, zone: string): string {
  const local = new Date(utc + zoneOffsetMinutes(zone, utc) * 60_000);
  return local.toISOString().slice(11, 16);
}

describe('weekly rules across the change of clocks', () => {
  for (const zone of ['America/Toronto', 'America/Vancouver']) {
    it(`keep a 19:00 Thursday chess evening at 19:00 in ${zone}, in March and November`, () => {
      const chess: RecurringEvent = {
        event_date: '2031-02-27',
        event_time: '19:00',
        timezone: zone,
        recurrence: { freq: 'weekly', weekdays: [4] },
      };
      const occurrences = expandOccurrences(chess, { from: '2031-03-01', to: '2031-11-30' });
      // Clocks change on 9 March and 2 November 2031.
      const march = occurrences.filter((o) => o.date >= '2031-03-06' && o.date <= '2031-03-13');
      expect(march.map((o) => o.date)).toEqual(['2031-03-06', '2031-03-13']);
      const november = occurrences.filter((o) => o.date >= '2031-10-30' && o.date <= '2031-11-06');
      expect(november.map((o) => o.date)).toEqual(['2031-10-30', '2031-11-06']);
      for (const occurrence of occurrences) {
        expect(localTime(occurrenceStartUtc(chess, occurrence), zone)).toBe('19:00');
      }
      // The UTC instant moves by an hour across each change.
      const [before, after] = march.map((o) => occurrenceStartUtc(chess, o));
      expect(after! - before!).toBe(7 * 86_400_000 - 3_600_000);
      const [autumnBefore, autumnAfter] = november.map((o) => occurrenceStartUtc(chess, o));
      expect(autumnAfter! - autumnBefore!).toBe(7 * 86_400_000 + 3_600_000);
      expect(occurrences.every((o) => new Date(`${o.date}T12:00:00Z`).getUTCDay() === 4)).toBe(
        true,
      );
    });
  }

  it('takes several weekdays, every other week, until a date, without the exceptions', () => {
    const event: RecurringEvent = {
      event_date: '2031-01-06', // a Monday
      event_time: '18:30',
      timezone: 'America/Toronto',
      recurrence: {
        freq: 'weekly',
        weekdays: [1, 3],
        interval: 2,
        until: '2031-02-05',
        except: ['2031-01-22'],
      },
    };
    expect(dates(event, '2031-01-01', '2031-12-31')).toEqual([
      '2031-01-06',
      '2031-01-08',
      '2031-01-20',
      '2031-02-03',
      '2031-02-05',
    ]);
  });
});

describe('monthly rules', () => {
  it('by weekday position: the 2nd Sunday, counting the first date, exceptions after counting', () => {
    const liturgy: RecurringEvent = {
      event_date: '2031-01-12',
      event_time: '10:00',
      timezone: 'America/Vancouver',
      recurrence: { freq: 'monthly', weekday: 0, week: 2, count: 4, except: ['2031-02-09'] },
    };
    expect(dates(liturgy, '2031-01-01', '2032-12-31')).toEqual([
      '2031-01-12',
      '2031-03-09',
      '2031-04-13',
    ]);
  });

  it('by the last weekday and by a day of the month some months lack', () => {
    const last: RecurringEvent = {
      event_date: '2031-01-31',
      timezone: 'America/Toronto',
      recurrence: { freq: 'monthly', weekday: 5, week: -1, count: 3 },
    };
    expect(dates(last, '2031-01-01', '2031-12-31')).toEqual([
      '2031-01-31',
      '2031-02-28',
      '2031-03-28',
    ]);
    const thirtyFirst: RecurringEvent = {
      event_date: '2031-01-31',
      timezone: 'America/Toronto',
      recurrence: { freq: 'monthly', monthDay: 31 },
    };
    expect(dates(thirtyFirst, '2031-01-01', '2031-06-30')).toEqual([
      '2031-01-31',
      '2031-03-31',
      '2031-05-31',
    ]);
  });
});

describe('bounds', () => {
  const weekly: RecurringEvent = {
    event_date: '2030-01-01',
    event_time: '19:00',
    timezone: 'America/Toronto',
    recurrence: { freq: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  };

  it('expands only the window, and never more than the limit', () => {
    expect(dates(weekly, '2031-05-01', '2031-05-03')).toEqual([
      '2031-05-01',
      '2031-05-02',
      '2031-05-03',
    ]);
    expect(dates(weekly, '2030-01-01', '2040-01-01')).toHaveLength(maxOccurrences);
    expect(dates(weekly, '2030-01-01', '2040-01-01', 5000)).toHaveLength(maxOccurrences);
  });

  it('stops ten years after the first date', () => {
    expect(dates(weekly, '2041-01-01', '2045-01-01')).toEqual([]);
  });

  it('ends on a rule that makes no date without looping', () => {
    const never: RecurringEvent = {
      event_date: '2031-02-01',
      timezone: 'America/Toronto',
      recurrence: { freq: 'monthly', monthDay: 30, interval: 12 },
    };
    expect(dates(never, '2031-03-01', '2099-01-01')).toEqual([]);
  });

  it('keeps a multi-day occurrence that is under way at the start of the window', () => {
    const festival: RecurringEvent = {
      event_date: '2031-06-06',
      end_date: '2031-06-08',
      timezone: 'America/Toronto',
      recurrence: { freq: 'monthly', weekday: 5, week: 1, count: 2 },
    };
    expect(expandOccurrences(festival, { from: '2031-06-07', to: '2031-12-31' })).toEqual([
      { date: '2031-06-06', endDate: '2031-06-08' },
      { date: '2031-07-04', endDate: '2031-07-06' },
    ]);
  });
});

describe('the rule schema', () => {
  it('takes the subset and refuses anything else', () => {
    expect(isRecurrence({ freq: 'weekly', weekdays: [4] })).toBe(true);
    expect(isRecurrence({ freq: 'monthly', weekday: 0, week: 2, until: '2032-01-01' })).toBe(true);
    for (const bad of [
      { freq: 'daily' },
      { freq: 'weekly' },
      { freq: 'weekly', weekdays: [4, 4] },
      { freq: 'weekly', weekdays: [7] },
      { freq: 'monthly', monthDay: 15, weekday: 0, week: 2 },
      { freq: 'monthly', weekday: 0 },
      { freq: 'monthly', weekday: 0, week: 5 },
      { freq: 'monthly', monthDay: 32 },
      { freq: 'weekly', weekdays: [1], count: 3, until: '2032-01-01' },
      { freq: 'weekly', weekdays: [1], count: 501 },
      { freq: 'weekly', weekdays: [1], interval: 13 },
      { freq: 'weekly', weekdays: [1], except: Array(101).fill('2031-01-01') },
      { freq: 'weekly', weekdays: [1], rrule: 'FREQ=DAILY' },
    ]) {
      expect(isRecurrence(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('RRULE for the feeds', () => {
  it('writes the rule, UNTIL in UTC at the end of the last local day, and EXDATEs in the zone', () => {
    expect(
      recurrenceIcsLines({
        event_date: '2031-01-06',
        event_time: '19:00',
        timezone: 'America/Toronto',
        recurrence: {
          freq: 'weekly',
          weekdays: [1, 3],
          interval: 2,
          until: '2031-06-30',
          except: ['2031-01-22'],
        },
      }),
    ).toEqual([
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20310701T035959Z',
      'EXDATE;TZID=America/Toronto:20310122T190000',
    ]);
    expect(
      recurrenceIcsLines({
        event_date: '2031-01-12',
        timezone: 'America/Vancouver',
        recurrence: { freq: 'monthly', weekday: 0, week: -1, count: 6, except: ['2031-02-23'] },
      }),
    ).toEqual(['RRULE:FREQ=MONTHLY;BYDAY=-1SU;COUNT=6', 'EXDATE;VALUE=DATE:20310223']);
  });
});
