import type { ContentLanguage } from './content-language.ts';

/** Date locales per language (SPEC §9, refined: Latin and Cyrillic Serbian get their own script). */
export const dateLocales: Record<ContentLanguage, string> = {
  en: 'en-CA',
  sr_latin: 'sr-Latn-RS',
  sr_cyrillic: 'sr-Cyrl-RS',
};

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ('2026-12-24') or a timestamp, formatted for the reader.
 * Calendar dates are formatted as written, never shifted by the reader's time zone.
 */
export function formatDate(
  value: string,
  language: ContentLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  timeZone?: string,
): string {
  const isDateOnly = dateOnly.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = isDateOnly ? 'UTC' : timeZone;
  return new Intl.DateTimeFormat(dateLocales[language], {
    ...options,
    ...(zone ? { timeZone: zone } : {}),
  }).format(date);
}

/** A wall-clock time ('19:30' or '19:30:00') in the reader's convention, unchanged by time zones. */
export function formatTime(value: string, language: ContentLanguage): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(dateLocales[language], {
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}
