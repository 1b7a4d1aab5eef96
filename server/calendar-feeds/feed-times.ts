import type ICAL from 'ical.js';
import { zoneOffsetMinutes } from '../../domain/time-zone.ts';

/**
 * A feed's date or date-time as the portal keeps an event's time: a calendar
 * date, a wall-clock time and the zone it belongs to. A TZID the portal knows
 * (an IANA name) keeps its wall-clock time; a UTC time is moved into the
 * organization's zone; a floating time, or a TZID only its own VTIMEZONE
 * explains (Outlook's "Eastern Standard Time"), is read as the organization's
 * local time. A feed's VTIMEZONE blocks are never loaded: ical.js keeps them
 * in one registry for the whole process, where one feed could change
 * another's times.
 */

export interface PlacedTime {
  date: string;
  /** 'HH:MM', or null for a whole day. */
  time: string | null;
  zone: string;
  /** Days the move into the zone changed the date by (a UTC time near midnight), else 0. */
  shift?: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const zoneShape = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$/;
const known = new Map<string, boolean>();

/** Whether a name is an IANA zone (the database's is_time_zone takes the same shape). */
export function isKnownZone(name: string | null | undefined): name is string {
  if (!name || name.length > 64 || !zoneShape.test(name)) return false;
  let answer = known.get(name);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      answer = true;
    } catch {
      answer = false;
    }
    if (known.size < 1000) known.set(name, answer);
  }
  return answer;
}

export function dayOf(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
}

export function placeTime(time: ICAL.Time, tzid: string | null, feedZone: string): PlacedTime {
  const wall = { date: dayOf(time), time: `${pad(time.hour)}:${pad(time.minute)}` };
  if (time.isDate)
    return { date: wall.date, time: null, zone: isKnownZone(tzid) ? tzid : feedZone };
  if (isKnownZone(tzid)) return { ...wall, zone: tzid };
  if (time.zone?.tzid === 'UTC') {
    const instant = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
    const local = new Date(instant + zoneOffsetMinutes(feedZone, instant) * 60_000);
    const date = local.toISOString().slice(0, 10);
    const shift = Math.round((Date.parse(date) - Date.parse(wall.date)) / 86_400_000);
    return { date, time: local.toISOString().slice(11, 16), zone: feedZone, shift };
  }
  return { ...wall, zone: feedZone };
}

/** A time placed in a given zone (an UNTIL or EXDATE belongs to its event's zone). */
export function dayInZone(time: ICAL.Time, tzid: string | null, zone: string): string {
  if (time.isDate) return dayOf(time);
  if (time.zone?.tzid === 'UTC') return placeTime(time, null, zone).date;
  if (isKnownZone(tzid) && tzid !== zone) {
    const instant = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
    const offset = zoneOffsetMinutes(tzid, instant);
    const utc = instant - offset * 60_000;
    return new Date(utc + zoneOffsetMinutes(zone, utc) * 60_000).toISOString().slice(0, 10);
  }
  return dayOf(time);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
