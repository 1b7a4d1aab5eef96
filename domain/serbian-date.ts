/**
 * Serbian dates from our own month and day names, in Cyrillic; Latin pages get
 * their transliteration. Browsers' locale data may mix scripts (Debian
 * Chromium formats `sr-Cyrl` with Latin month names), so Serbian never goes
 * through Intl's names: Intl only supplies the numbers in the wanted zone.
 * The forms follow CLDR's sr: "2. новембар 2024.", "субота, 2. новембар
 * 2024.", "2. 11. 2024.", "18:05".
 */
import { toLatin } from './transliterate.ts';

export type SerbianScript = 'cyrillic' | 'latin';
export type SerbianDateStyle = 'full' | 'long' | 'medium' | 'short';

const months = [
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
];
/** Sunday first, as Date.getUTCDay counts. */
const weekdays = ['недеља', 'понедељак', 'уторак', 'среда', 'четвртак', 'петак', 'субота'];
const shortWeekdays = ['нед', 'пон', 'уто', 'сре', 'чет', 'пет', 'суб'];

const inScript = (cyrillic: string, script: SerbianScript) =>
  script === 'latin' ? toLatin(cyrillic) : cyrillic;

export interface CalendarParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const numberFormatters = new Map<string, Intl.DateTimeFormat>();

/** The date's numbers on the wall clock of `timeZone` (UTC when none). */
export function calendarParts(date: Date, timeZone = 'UTC'): CalendarParts {
  let formatter = numberFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    numberFormatters.set(timeZone, formatter);
  }
  const value = (type: string) =>
    Number(formatter.formatToParts(date).find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
  };
}

function weekdayIndex({ year, month, day }: CalendarParts): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function serbianMonthName(month: number, script: SerbianScript): string {
  return inScript(months[month - 1] ?? '', script);
}

/** Monday … Sunday from index 0 = Sunday, long ("понедељак") or short ("пон"). */
export function serbianWeekdayName(
  weekday: number,
  width: 'long' | 'short',
  script: SerbianScript,
): string {
  return inScript((width === 'long' ? weekdays : shortWeekdays)[weekday] ?? '', script);
}

/** "новембар 2024." */
export function serbianMonthTitle(year: number, month: number, script: SerbianScript): string {
  return `${serbianMonthName(month, script)} ${year}.`;
}

/** "18:05" */
export function serbianTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export function serbianDate(
  parts: CalendarParts,
  style: SerbianDateStyle,
  script: SerbianScript,
): string {
  const { year, month, day } = parts;
  if (style === 'medium' || style === 'short') return `${day}. ${month}. ${year}.`;
  const long = `${day}. ${serbianMonthName(month, script)} ${year}.`;
  if (style === 'long') return long;
  return `${serbianWeekdayName(weekdayIndex(parts), 'long', script)}, ${long}`;
}
