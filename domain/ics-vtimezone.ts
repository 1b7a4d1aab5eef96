import { offsetText, zoneOffsetMinutes } from './time-zone.ts';

/**
 * A VTIMEZONE for an IANA zone, from the offsets Intl knows: one observance
 * per offset change from a year before `aroundUtc` to a year after `lastUtc` (plus the
 * offset in force at the start), so the TZID times of nearby events resolve
 * exactly, daylight saving included.
 */

const hour = 3_600_000;
const day = 24 * hour;

interface Transition {
  at: number;
  from: number;
  to: number;
}

function findTransitions(timeZone: string, start: number, end: number): Transition[] {
  const transitions: Transition[] = [];
  let previous = zoneOffsetMinutes(timeZone, start);
  for (let cursor = start + day; cursor <= end; cursor += day) {
    const offset = zoneOffsetMinutes(timeZone, cursor);
    if (offset === previous) continue;
    let low = cursor - day;
    let high = cursor;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffsetMinutes(timeZone, middle) === previous) low = middle;
      else high = middle;
    }
    transitions.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return transitions;
}

const icsOffset = (minutes: number) => offsetText(minutes).replace(':', '');

function localStamp(utcMillis: number, offsetMinutes: number): string {
  return new Date(utcMillis + offsetMinutes * 60_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at, from)}`,
    `TZOFFSETFROM:${icsOffset(from)}`,
    `TZOFFSETTO:${icsOffset(to)}`,
    `END:${kind}`,
  ];
}

export function vtimezoneLines(timeZone: string, aroundUtc: number, lastUtc = aroundUtc): string[] {
  const year = new Date(aroundUtc).getUTCFullYear();
  const lastYear = Math.max(year + 1, new Date(lastUtc).getUTCFullYear());
  const start = Date.UTC(year - 1, 0, 1);
  const end = Date.UTC(lastYear + 1, 0, 1);
  const initial = zoneOffsetMinutes(timeZone, start);
  const transitions = findTransitions(timeZone, start, end);
  const offsets = [initial, ...transitions.map((transition) => transition.to)];
  const standard = Math.min(...offsets);
  const kindOf = (offset: number) => (offset > standard ? 'DAYLIGHT' : 'STANDARD');
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(kindOf(initial), start, initial, initial),
    ...transitions.flatMap((transition) =>
      observance(kindOf(transition.to), transition.at, transition.from, transition.to),
    ),
    'END:VTIMEZONE',
  ];
}
