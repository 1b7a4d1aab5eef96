import { describe, expect, it } from 'vitest';
import { hasEnded, isUpcoming, splitByTiming, todayIsoDate } from './event-timing.ts';

describe('event timing', () => {
  it('counts an event dated today as upcoming and yesterday as past', () => {
    expect(isUpcoming({ event_date: '2026-11-21' }, '2026-11-21')).toBe(true);
    expect(isUpcoming({ event_date: '2026-11-20' }, '2026-11-21')).toBe(false);
    expect(isUpcoming({ event_date: '2027-01-01' }, '2026-11-21')).toBe(true);
  });

  it('splits upcoming (soonest first) from past (most recent first)', () => {
    const events = [
      { event_date: '2026-12-05', id: 'a' },
      { event_date: '2026-10-01', id: 'b' },
      { event_date: '2026-11-21', id: 'c' },
      { event_date: '2026-11-02', id: 'd' },
    ];
    const { upcoming, past } = splitByTiming(events, '2026-11-21');
    expect(upcoming.map((event) => event.id)).toEqual(['c', 'a']);
    expect(past.map((event) => event.id)).toEqual(['d', 'b']);
  });

  it("reads today's date in the portal's zone, whatever the machine's", () => {
    // 04:59 UTC on the 10th is 23:59 on the 9th in Toronto.
    expect(todayIsoDate(new Date(Date.UTC(2026, 0, 10, 4, 59)))).toBe('2026-01-09');
    expect(todayIsoDate(new Date(Date.UTC(2026, 0, 10, 5, 0)))).toBe('2026-01-10');
  });

  it('calls an event over only after its last day', () => {
    const today = '2026-11-21';
    expect(hasEnded({ event_date: '2026-11-20' }, today)).toBe(true);
    expect(hasEnded({ event_date: '2026-11-21' }, today)).toBe(false);
    expect(hasEnded({ event_date: '2026-11-19', end_date: '2026-11-22' }, today)).toBe(false);
    expect(hasEnded({ event_date: '2026-11-18', end_date: '2026-11-20' }, today)).toBe(true);
    expect(hasEnded({ event_date: '2026-11-20', end_date: null }, today)).toBe(true);
  });
});
