import { describe, expect, it } from 'vitest';
import { offsetText, zonedIsoDateTime, zonedTimeToUtc, zoneOffsetMinutes } from './time-zone.ts';

describe('time zones', () => {
  it('reads standard and daylight offsets', () => {
    expect(zoneOffsetMinutes('America/Toronto', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(zoneOffsetMinutes('America/Toronto', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(zoneOffsetMinutes('America/Regina', Date.UTC(2026, 6, 15))).toBe(-360);
    expect(zoneOffsetMinutes('UTC', Date.UTC(2026, 6, 15))).toBe(0);
  });

  it('turns a wall-clock time in a zone into its UTC instant', () => {
    expect(new Date(zonedTimeToUtc('2026-11-24', '19:00', 'America/Toronto')).toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-07-01', '10:30', 'America/Vancouver')).toISOString()).toBe(
      '2026-07-01T17:30:00.000Z',
    );
  });

  it('writes ISO date-times with the offset of that day', () => {
    expect(zonedIsoDateTime('2026-11-24', '19:00:00', 'America/Toronto')).toBe(
      '2026-11-24T19:00:00-05:00',
    );
    expect(zonedIsoDateTime('2026-07-01', '10:30', 'America/Edmonton')).toBe(
      '2026-07-01T10:30:00-06:00',
    );
    expect(offsetText(330)).toBe('+05:30');
  });
});
