import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it("puts a timestamp in the portal's zone, whatever the machine's", () => {
    // 03:00 UTC on the 6th is 22:00 on the 5th in Toronto.
    const late = '2026-12-06T03:00:00Z';
    expect(formatDate(late, 'en')).toBe('December 5, 2026');
    expect(formatDate(late, 'sr_cyrillic')).toBe('5. децембар 2026.');
    expect(formatDate(late, 'sr_latin')).toBe('5. decembar 2026.');
  });

  it("uses the zone it is given (an event's) and leaves calendar dates as written", () => {
    expect(formatDate('2026-12-06T03:00:00Z', 'en', { dateStyle: 'long' }, 'UTC')).toBe(
      'December 6, 2026',
    );
    expect(formatDate('2026-12-24', 'en')).toBe('December 24, 2026');
  });
});
