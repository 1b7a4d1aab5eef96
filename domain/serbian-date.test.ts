import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthTitle, formatTime, formatWeekday } from './format-date.ts';
import { calendarParts, serbianMonthName, serbianWeekdayName } from './serbian-date.ts';

const latinLetters = /[a-zčćđšž]/i;
const cyrillicLetters = /[\u0400-\u04ff]/;

describe('Serbian dates from our own names', () => {
  it('names every month and weekday in both scripts', () => {
    const cyrillic = Array.from({ length: 12 }, (_, index) =>
      serbianMonthName(index + 1, 'cyrillic'),
    );
    expect(cyrillic).toEqual([
      'јануар',
      'фебруар',
      'март',
      'април',
      'мај',
      'јун',
      'јул',
      'август',
      'септембар',
      'октобар',
      'новембар',
      'децембар',
    ]);
    expect(serbianMonthName(11, 'latin')).toBe('novembar');
    expect(serbianWeekdayName(1, 'long', 'cyrillic')).toBe('понедељак');
    expect(serbianWeekdayName(4, 'long', 'latin')).toBe('četvrtak');
    expect(serbianWeekdayName(0, 'short', 'cyrillic')).toBe('нед');
    for (let month = 1; month <= 12; month += 1) {
      expect(serbianMonthName(month, 'cyrillic')).not.toMatch(latinLetters);
      expect(serbianMonthName(month, 'latin')).not.toMatch(cyrillicLetters);
    }
  });

  it('formats the date styles the pages, feeds and mail use', () => {
    expect(formatDate('2024-11-02', 'sr_cyrillic')).toBe('2. новембар 2024.');
    expect(formatDate('2024-11-02', 'sr_latin')).toBe('2. novembar 2024.');
    expect(formatDate('2024-11-02', 'sr_cyrillic', { dateStyle: 'full' })).toBe(
      'субота, 2. новембар 2024.',
    );
    expect(formatDate('2024-11-02', 'sr_latin', { dateStyle: 'full' })).toBe(
      'subota, 2. novembar 2024.',
    );
    expect(formatDate('2024-11-02', 'sr_cyrillic', { dateStyle: 'medium' })).toBe('2. 11. 2024.');
    expect(
      formatDate('2024-11-02T18:05:00Z', 'sr_latin', { dateStyle: 'medium', timeStyle: 'short' }),
    ).toBe('2. 11. 2024. 14:05'); // the portal's zone, Toronto (EDT)
    expect(formatTime('07:30:00', 'sr_cyrillic')).toBe('07:30');
    expect(formatMonthTitle(2024, 2, 'sr_cyrillic')).toBe('фебруар 2024.');
    expect(formatMonthTitle(2024, 2, 'en')).toBe('February 2024');
    expect(formatWeekday(6, 'short', 'sr_latin')).toBe('sub');
    expect(formatWeekday(6, 'long', 'en')).toBe('Saturday');
  });

  it('agrees with CLDR for every day of a year in both scripts', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      for (const [language, locale] of [
        ['sr_cyrillic', 'sr-Cyrl-RS'],
        ['sr_latin', 'sr-Latn-RS'],
      ] as const) {
        for (const dateStyle of ['full', 'long', 'medium'] as const) {
          const intl = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(
            new Date(`${date}T00:00:00Z`),
          );
          expect(formatDate(date, language, { dateStyle })).toBe(intl);
        }
      }
    }
  });

  it("reads a timestamp on the given zone's wall clock", () => {
    expect(calendarParts(new Date('2026-07-01T03:00:00Z'), 'America/Vancouver')).toEqual({
      year: 2026,
      month: 6,
      day: 30,
      hour: 20,
      minute: 0,
    });
    expect(formatDate('2026-07-01T03:00:00Z', 'sr_cyrillic', {}, 'America/Vancouver')).toBe(
      '30. јун 2026.',
    );
    expect(formatDate('2026-01-01T00:30:00Z', 'sr_latin', { timeStyle: 'short' }, 'UTC')).toBe(
      '1. januar 2026. 00:30',
    );
    // Without a zone: the portal's (Toronto), never the machine's.
    expect(formatDate('2026-01-01T00:30:00Z', 'sr_latin', { timeStyle: 'short' })).toBe(
      '31. decembar 2025. 19:30',
    );
  });
});
