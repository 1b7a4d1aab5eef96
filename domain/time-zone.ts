/**
 * Offsets of IANA time zones through Intl (no tz database of our own), for
 * event times: an event's wall-clock date and time belong to its own zone.
 */

/** Minutes east of UTC in `timeZone` at the instant `utcMillis` (Toronto in winter: -300). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function zoneOffsetMinutes(timeZone: string, utcMillis: number): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(new Date(utcMillis))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The UTC instant of a wall-clock date and time ('2026-11-24', '19:00') in `timeZone`. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  const first = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  return wall - zoneOffsetMinutes(timeZone, first) * 60_000;
}

/** '+05:30' / '-05:00' for an offset in minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** ISO 8601 local date-time with the zone's offset: '2026-11-24T19:00:00-05:00'. */
export function zonedIsoDateTime(date: string, time: string, timeZone: string): string {
  const instant = zonedTimeToUtc(date, time, timeZone);
  const [hours = '00', minutes = '00'] = time.split(':');
  return `${date.slice(0, 10)}T${hours}:${minutes}:00${offsetText(zoneOffsetMinutes(timeZone, instant))}`;
}
