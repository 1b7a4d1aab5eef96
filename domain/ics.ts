import { addDays } from './calendar-month.ts';
import { zonedTimeToUtc } from './time-zone.ts';
import { vtimezoneLines } from './ics-vtimezone.ts';

/**
 * iCalendar (RFC 5545) for one event, in the event's own time zone: the
 * times are written as the wall clock of `timezone` (TZID) with a VTIMEZONE
 * built from the zone's real offsets, so every calendar app shows the same
 * moment. A date without a time becomes an all-day event.
 */
export interface IcsEvent {
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS' */
  time?: string | null;
  endDate?: string | null;
  endTime?: string | null;
  timezone: string;
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets without splitting a character (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.slice(0, 10).replace(/-/g, '');
const compactTime = (time: string) => {
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  return `${hours}${minutes}${seconds.slice(0, 2)}`;
};

function utcStamp(millis: number): string {
  return new Date(millis)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function timingLines(event: IcsEvent): string[] {
  if (!event.time) {
    const lastDay = event.endDate && event.endDate > event.date ? event.endDate : event.date;
    return [
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(lastDay, 1))}`,
    ];
  }
  const zone = `TZID=${event.timezone}`;
  const lines = [`DTSTART;${zone}:${compactDate(event.date)}T${compactTime(event.time)}`];
  if (event.endTime) {
    const endDate = event.endDate ?? event.date;
    lines.push(`DTEND;${zone}:${compactDate(endDate)}T${compactTime(event.endTime)}`);
  }
  return lines;
}

export function buildEventIcs(event: IcsEvent, now: Date = new Date()): string {
  const start = zonedTimeToUtc(event.date, event.time ?? '00:00', event.timezone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zajednica//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.time ? vtimezoneLines(event.timezone, start) : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now.getTime())}`,
    ...timingLines(event),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A file name for the download: the slug, or 'event'. */
export function icsFileName(slug: string | null | undefined): string {
  const safe = (slug ?? '').replace(/[^a-z0-9-]/gi, '');
  return `${safe || 'event'}.ics`;
}
