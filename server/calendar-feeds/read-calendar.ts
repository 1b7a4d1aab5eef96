import ICAL from 'ical.js';
import { expandOccurrences, type Recurrence } from '../../domain/event-recurrence.ts';
import { mapRecurrence } from './feed-recurrence.ts';
import { addDays, dayInZone, dayOf, placeTime } from './feed-times.ts';
import { futureWindowDays, maxFeedComponents, maxImportedEvents } from './feed-limits.ts';

/**
 * A calendar feed's text as the events the portal would hold (ical.js reads
 * it; nothing here parses iCalendar by hand). Each VEVENT is one event keyed
 * by its UID; a changed occurrence of a series (RECURRENCE-ID) becomes an
 * event of its own (UID#YYYYMMDD) and an exception of its series. Events the
 * portal cannot show as they are (no title, a rule it does not have) are
 * refused with a reason; events over, or further ahead than the window, are
 * left for now (still "seen", so never withdrawn for it).
 */

export interface FeedEvent {
  source_uid: string;
  title_en: string;
  title_sr_cyrl: string | null;
  description_en: string | null;
  description_sr_cyrl: string | null;
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
  location_text: string | null;
  recurrence: Recurrence | null;
}

export type RefusalReason =
  | 'no_uid'
  | 'no_title'
  | 'no_start'
  | 'unsupported_recurrence'
  | 'duplicate_uid'
  | 'unreadable'
  | 'over_limit';

export interface FeedRefusal {
  uid: string;
  title: string;
  reason: RefusalReason;
}

export interface CalendarReading {
  events: FeedEvent[];
  /** UIDs the calendar marks STATUS:CANCELLED. */
  cancelled: string[];
  refused: FeedRefusal[];
  /** Every UID the calendar holds, whatever became of it. */
  seen: Set<string>;
  /** Events over or beyond the window, left for now. */
  outside: number;
}

export type CalendarFailure = 'not_calendar' | 'too_many_events';

export class CalendarFeedError extends Error {
  constructor(readonly reason: CalendarFailure) {
    super(reason);
  }
}

const cyrillic = /[\u0400-\u04FF]/;
const oneLine = (value: unknown, max: number) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) || null : null;
const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) || null : null;

function calendarOf(body: string): ICAL.Component {
  if (!/BEGIN:VCALENDAR/i.test(body)) throw new CalendarFeedError('not_calendar');
  let parsed: unknown;
  try {
    parsed = ICAL.parse(body);
  } catch {
    throw new CalendarFeedError('not_calendar');
  }
  // Several calendars in one file: the first is read.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== 'vcalendar') throw new CalendarFeedError('not_calendar');
  return calendar;
}

const tzidOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

export function readCalendar(
  body: string,
  options: { zone: string; today: string },
): CalendarReading {
  const vevents = calendarOf(body).getAllSubcomponents('vevent');
  if (vevents.length > maxFeedComponents) throw new CalendarFeedError('too_many_events');
  const reading: CalendarReading = {
    events: [],
    cancelled: [],
    refused: [],
    seen: new Set(),
    outside: 0,
  };
  // The original days of changed or cancelled occurrences, per series.
  const moved = new Map<string, string[]>();
  const overrides: ICAL.Component[] = [];
  const masters: ICAL.Component[] = [];
  for (const vevent of vevents) {
    (vevent.hasProperty('recurrence-id') ? overrides : masters).push(vevent);
  }
  const keyed: { vevent: ICAL.Component; key: string }[] = [];
  for (const vevent of overrides) {
    const uid = oneLine(vevent.getFirstPropertyValue('uid'), 1000);
    const recurrenceId = vevent.getFirstPropertyValue('recurrence-id') as ICAL.Time | null;
    if (!uid || !recurrenceId) continue;
    const day = dayInZone(recurrenceId, tzidOf(vevent, 'recurrence-id'), options.zone);
    moved.set(uid, [...(moved.get(uid) ?? []), day]);
    keyed.push({ vevent, key: `${uid}#${day.replace(/-/g, '')}` });
  }
  for (const vevent of masters) {
    const uid = oneLine(vevent.getFirstPropertyValue('uid'), 1000);
    if (!uid) {
      refuse(reading, '', vevent, 'no_uid');
      continue;
    }
    if (reading.seen.has(uid)) {
      refuse(reading, uid, vevent, 'duplicate_uid');
      continue;
    }
    keyed.unshift({ vevent, key: uid });
    reading.seen.add(uid);
  }
  for (const { key } of keyed) reading.seen.add(key);

  const windowEnd = addDays(options.today, futureWindowDays);
  const inWindow: FeedEvent[] = [];
  for (const { vevent, key } of keyed) {
    const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
    if (status === 'CANCELLED') {
      reading.cancelled.push(key);
      continue;
    }
    let outcome: FeedEvent | RefusalReason;
    try {
      outcome = eventOf(vevent, key, moved.get(key) ?? [], options.zone);
    } catch {
      outcome = 'unreadable';
    }
    if (typeof outcome === 'string') {
      refuse(reading, key, vevent, outcome);
      continue;
    }
    if (isOutside(outcome, options.today, windowEnd)) reading.outside += 1;
    else inWindow.push(outcome);
  }
  inWindow.sort((a, b) => a.event_date.localeCompare(b.event_date));
  reading.events = inWindow.slice(0, maxImportedEvents);
  for (const late of inWindow.slice(maxImportedEvents)) {
    reading.refused.push({ uid: late.source_uid, title: late.title_en, reason: 'over_limit' });
  }
  return reading;
}

function refuse(
  reading: CalendarReading,
  uid: string,
  vevent: ICAL.Component,
  reason: RefusalReason,
) {
  const title = oneLine(vevent.getFirstPropertyValue('summary'), 300) ?? '';
  reading.refused.push({ uid, title, reason });
}

function eventOf(
  vevent: ICAL.Component,
  key: string,
  movedDays: string[],
  feedZone: string,
): FeedEvent | RefusalReason {
  const title = oneLine(vevent.getFirstPropertyValue('summary'), 300);
  if (!title) return 'no_title';
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  if (!start) return 'no_start';
  const placed = placeTime(start, tzidOf(vevent, 'dtstart'), feedZone);
  const end = endOf(event, vevent, placed, feedZone);
  const description = text(vevent.getFirstPropertyValue('description'), 20_000);
  const row: FeedEvent = {
    source_uid: key,
    title_en: title,
    title_sr_cyrl: cyrillic.test(title) ? title : null,
    description_en: description,
    description_sr_cyrl: description && cyrillic.test(description) ? description : null,
    event_date: placed.date,
    event_time: placed.time,
    end_date: end.date,
    end_time: end.time,
    timezone: placed.zone,
    location_text: oneLine(vevent.getFirstPropertyValue('location'), 300),
    recurrence: null,
  };
  const rules = vevent.getAllProperties('rrule');
  if (rules.length === 0) return row;
  if (rules.length > 1 || vevent.hasProperty('rdate')) return 'unsupported_recurrence';
  const recur = rules[0]!.getFirstValue() as ICAL.Recur;
  const except = [...movedDays];
  for (const property of vevent.getAllProperties('exdate')) {
    const tzid = property.getParameter('tzid');
    for (const value of property.getValues() as ICAL.Time[]) {
      except.push(dayInZone(value, typeof tzid === 'string' ? tzid : null, placed.zone));
    }
  }
  const untilDay = recur.until ? dayInZone(recur.until, null, placed.zone) : null;
  const mapped = mapRecurrence(recur, {
    startDate: placed.date,
    untilDay,
    except,
    shift: placed.shift,
  });
  if ('refused' in mapped) return mapped.refused;
  return { ...row, recurrence: mapped.rule };
}

/** The end as the portal keeps it: a later day (and time), or a time the same day. */
function endOf(
  event: ICAL.Event,
  vevent: ICAL.Component,
  start: { date: string; time: string | null; zone: string },
  feedZone: string,
): { date: string | null; time: string | null } {
  const none = { date: null, time: null };
  if (!vevent.hasProperty('dtend') && !vevent.hasProperty('duration')) return none;
  const endTime = event.endDate;
  if (start.time === null) {
    // A whole-day DTEND is the day after the last one (RFC 5545).
    const last = addDays(dayOf(endTime), endTime.isDate ? -1 : 0);
    return last > start.date ? { date: last, time: null } : none;
  }
  const placed = placeTime(endTime, tzidOf(vevent, 'dtend') ?? tzidOf(vevent, 'dtstart'), feedZone);
  if (placed.zone !== start.zone || placed.time === null) return none;
  if (placed.date > start.date) return { date: placed.date, time: placed.time };
  if (placed.date === start.date && placed.time > start.time)
    return { date: null, time: placed.time };
  return none;
}

function isOutside(event: FeedEvent, today: string, windowEnd: string): boolean {
  if (event.event_date > windowEnd) return true;
  if (!event.recurrence) return (event.end_date ?? event.event_date) < today;
  const next = expandOccurrences(
    { ...event, recurrence: event.recurrence },
    { from: today, to: windowEnd, limit: 1 },
  );
  return next.length === 0;
}
