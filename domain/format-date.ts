import type { ContentLanguage } from './content-language.ts';
import { siteTimeZone } from './site-time-zone.ts';
import {
  calendarParts,
  serbianDate,
  serbianMonthTitle,
  serbianTime,
  serbianWeekdayName,
  type SerbianDateStyle,
  type SerbianScript,
} from './serbian-date.ts';

/** Date locales per language (SPEC §9, refined: Latin and Cyrillic Serbian get their own script). */
export const dateLocales: Record<ContentLanguage, string> = {
  en: 'en-CA',
  sr_latin: 'sr-Latn-RS',
  sr_cyrillic: 'sr-Cyrl-RS',
};

/** What callers may ask for: a date style, optionally with the (short) time. */
export interface DateFormat {
  dateStyle?: SerbianDateStyle;
  timeStyle?: 'short';
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One Intl.DateTimeFormat per locale and options: making one costs far more
 * than formatting with it, and a list page formats every card's date.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Serbian is formatted from domain/serbian-date.ts, English by Intl. */
function serbianScript(language: ContentLanguage): SerbianScript | undefined {
  if (language === 'sr_cyrillic') return 'cyrillic';
  if (language === 'sr_latin') return 'latin';
  return undefined;
}

/**
 * A calendar date ('2026-12-24') or a timestamp, formatted for the reader.
 * Calendar dates are formatted as written, never shifted by the reader's time
 * zone. A timestamp is put in `timeZone` (an event's), else the portal's own
 * (site-time-zone.ts), never the machine's: the server and the browser then
 * write the same date.
 */
export function formatDate(
  value: string,
  language: ContentLanguage,
  options: DateFormat = { dateStyle: 'long' },
  timeZone?: string,
): string {
  const isDateOnly = dateOnly.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = isDateOnly ? 'UTC' : (timeZone ?? siteTimeZone);
  const script = serbianScript(language);
  if (script) {
    const parts = calendarParts(date, zone);
    const day = serbianDate(parts, options.dateStyle ?? 'long', script);
    return options.timeStyle ? `${day} ${serbianTime(parts.hour, parts.minute)}` : day;
  }
  return dateTimeFormat(dateLocales[language], {
    ...options,
    timeZone: zone,
  }).format(date);
}

/** A wall-clock time ('19:30' or '19:30:00') in the reader's convention, unchanged by time zones. */
export function formatTime(value: string, language: ContentLanguage): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  if (serbianScript(language)) return serbianTime(Number(match[1]), Number(match[2]));
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(dateLocales[language], {
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** A calendar's month heading: "November 2024", "новембар 2024.". */
export function formatMonthTitle(year: number, month: number, language: ContentLanguage): string {
  const script = serbianScript(language);
  if (script) return serbianMonthTitle(year, month, script);
  return dateTimeFormat(dateLocales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A weekday's name from its index (0 = Sunday). */
export function formatWeekday(
  weekday: number,
  width: 'long' | 'short',
  language: ContentLanguage,
): string {
  const script = serbianScript(language);
  if (script) return serbianWeekdayName(weekday, width, script);
  // 2023-01-01 was a Sunday.
  return dateTimeFormat(dateLocales[language], { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + weekday)),
  );
}
