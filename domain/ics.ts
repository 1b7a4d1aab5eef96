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
  /** When the event last changed (ISO); DTSTAMP, so a feed is the same bytes until an event changes. */
  stamp?: string | null;
  /** CATEGORIES, e.g. ['MUSIC']. */
  categories?: readonly string[];
  /** A recurring event's RRULE and EXDATE lines (domain/event-recurrence.ts). */
  recurrenceLines?: readonly string[];
  /** The last day a recurring event can reach ('YYYY-MM-DD'): its VTIMEZONE covers up to it. */
  lastDate?: string | null;
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
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

function eventLines(event: IcsEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ? Date.parse(event.stamp) : now.getTime())}`,
    ...timingLines(event),
    ...(event.recurrenceLines ?? []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.categories?.length
      ? [`CATEGORIES:${event.categories.map(escapeIcsText).join(',')}`]
      : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

const startUtc = (event: IcsEvent) =>
  zonedTimeToUtc(event.date, event.time ?? '00:00', event.timezone);

/** One VTIMEZONE per zone of the timed events, covering the first to the last of them. */
function timezoneLines(events: IcsEvent[]): string[] {
  const spans = new Map<string, { first: number; last: number }>();
  for (const event of events) {
    if (!event.time) continue;
    const start = startUtc(event);
    const end = event.lastDate
      ? Math.max(start, zonedTimeToUtc(event.lastDate, event.time, event.timezone))
      : start;
    const span = spans.get(event.timezone);
    spans.set(event.timezone, {
      first: Math.min(span?.first ?? start, start),
      last: Math.max(span?.last ?? end, end),
    });
  }
  return [...spans].flatMap(([zone, span]) => vtimezoneLines(zone, span.first, span.last));
}

/**
 * A calendar of several events (a subscribable feed): each zone's VTIMEZONE
 * once, then the events. `name` becomes the calendar's display name.
 */
export function buildCalendarIcs(
  events: IcsEvent[],
  options: { name?: string; now?: Date } = {},
): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zajednica//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeIcsText(options.name)}`] : []),
    ...timezoneLines(events),
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

export function buildEventIcs(event: IcsEvent, now: Date = new Date()): string {
  return buildCalendarIcs([event], { now });
}

/** A file name for the download: the slug, or 'event'. */
export function icsFileName(slug: string | null | undefined): string {
  const safe = (slug ?? '').replace(/[^a-z0-9-]/gi, '');
  return `${safe || 'event'}.ics`;
}
