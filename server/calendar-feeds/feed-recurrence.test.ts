import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { mapRecurrence } from './feed-recurrence.ts';

/** RRULEs as the portal's rules, or refused (never approximated). */

const map = (rrule: string, startDate = '2027-01-10', extra = {}) =>
  mapRecurrence(ICAL.Recur.fromString(rrule), { startDate, untilDay: null, except: [], ...extra });

describe('rules that fit', () => {
  it('maps weekly, daily and monthly rules', () => {
    expect(map('FREQ=WEEKLY;BYDAY=MO,WE;INTERVAL=2')).toEqual({
      rule: { freq: 'weekly', weekdays: [1, 3], interval: 2 },
    });
    // No BYDAY: the weekday of the start (10 January 2027 is a Sunday).
    expect(map('FREQ=WEEKLY;COUNT=10')).toEqual({
      rule: { freq: 'weekly', weekdays: [0], count: 10 },
    });
    expect(map('FREQ=DAILY')).toEqual({
      rule: { freq: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    });
    expect(map('FREQ=MONTHLY;BYDAY=-1FR')).toEqual({
      rule: { freq: 'monthly', weekday: 5, week: -1 },
    });
    expect(map('FREQ=MONTHLY')).toEqual({ rule: { freq: 'monthly', monthDay: 10 } });
    expect(map('FREQ=MONTHLY;BYMONTHDAY=15', '2027-01-15', { untilDay: '2027-06-15' })).toEqual({
      rule: { freq: 'monthly', monthDay: 15, until: '2027-06-15' },
    });
  });

  it('moves a UTC weekly rule’s weekdays with its start', () => {
    expect(map('FREQ=WEEKLY;BYDAY=TU', '2027-01-04', { shift: -1 })).toEqual({
      rule: { freq: 'weekly', weekdays: [1] },
    });
  });
});

describe('rules that do not fit', () => {
  it.each([
    'FREQ=YEARLY',
    'FREQ=DAILY;INTERVAL=2',
    'FREQ=WEEKLY;INTERVAL=13;BYDAY=MO',
    'FREQ=WEEKLY;BYDAY=2MO',
    'FREQ=MONTHLY;BYDAY=MO,TU',
    'FREQ=MONTHLY;BYDAY=5SU',
    'FREQ=MONTHLY;BYDAY=SU;BYSETPOS=2',
    'FREQ=MONTHLY;BYMONTHDAY=1,15',
    'FREQ=WEEKLY;BYDAY=MO;BYHOUR=9,18',
    'FREQ=WEEKLY;BYDAY=MO;COUNT=501',
    'FREQ=HOURLY',
  ])('refuses %s', (rrule) => {
    expect(map(rrule)).toEqual({ refused: 'unsupported_recurrence' });
  });

  it('refuses a monthly UTC rule whose start changed day, and an until before the start', () => {
    expect(map('FREQ=MONTHLY;BYMONTHDAY=1', '2026-12-31', { shift: -1 })).toEqual({
      refused: 'unsupported_recurrence',
    });
    expect(map('FREQ=WEEKLY', '2027-01-10', { untilDay: '2027-01-01' })).toEqual({
      refused: 'unsupported_recurrence',
    });
  });
});
