import { describe, expect, it } from 'vitest';
import { buildEventIcs, escapeIcsText, foldIcsLine, icsFileName } from './ics.ts';

const now = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));

const folklore = {
  uid: '7d1c@zajednica',
  title: 'Folklore Evening; Kolo, Toronto',
  description: 'Dances from Šumadija.\nLive music.',
  location: 'St. Sava Parish Hall, 200 Parish Lane',
  url: 'https://zajednica.example/event/folklore-evening',
  date: '2026-11-26',
  time: '19:00:00',
  endTime: '22:00',
  timezone: 'America/Toronto',
};

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar for one event', () => {
  it('writes the times in the event time zone with a matching VTIMEZONE', () => {
    const ics = buildEventIcs(folklore, now);
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;TZID=America/Toronto:20261126T190000');
    expect(lines).toContain('DTEND;TZID=America/Toronto:20261126T220000');
    expect(lines).toContain('DTSTAMP:20261121T120000Z');
    expect(lines).toContain('UID:7d1c@zajednica');
    expect(lines).toContain('TZID:America/Toronto');
    // Daylight saving ends on 1 November 2026 at 2:00 local daylight time.
    const fallBack = lines.indexOf('DTSTART:20261101T020000');
    expect(fallBack).toBeGreaterThan(0);
    expect(lines.slice(fallBack - 1, fallBack + 3)).toEqual([
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
    ]);
    expect(lines).toContain('BEGIN:DAYLIGHT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(ics.endsWith('\r\n')).toBe(true);
  });

  it('escapes text values', () => {
    const lines = unfold(buildEventIcs(folklore, now)).split('\r\n');
    expect(lines).toContain('SUMMARY:Folklore Evening\\; Kolo\\, Toronto');
    expect(lines).toContain('DESCRIPTION:Dances from Šumadija.\\nLive music.');
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });

  it('escapes a lone CR as a line break, so no text can end a content line', () => {
    expect(escapeIcsText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
    const ics = buildEventIcs({ ...folklore, title: 'x\rEND:VEVENT\rBEGIN:VEVENT' }, now);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\r');
  });

  it('makes an all-day event from a date without a time', () => {
    const ics = buildEventIcs(
      {
        uid: 'x',
        title: 'Slava',
        date: '2026-12-19',
        endDate: '2026-12-20',
        timezone: 'America/Regina',
      },
      now,
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20261219\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261221\r\n');
    expect(ics).not.toContain('VTIMEZONE');
  });

  it('gives a zone without daylight saving a single observance', () => {
    const ics = buildEventIcs(
      { uid: 'y', title: 'Picnic', date: '2026-07-04', time: '12:00', timezone: 'America/Regina' },
      now,
    );
    expect(ics.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(ics).not.toContain('BEGIN:DAYLIGHT');
    expect(ics).toContain('TZOFFSETTO:-0600');
    expect(ics).not.toContain('DTEND');
  });

  it('folds long lines at 75 octets without splitting a Cyrillic letter', () => {
    const line = `SUMMARY:${'Фолклорно вече '.repeat(8)}`;
    const folded = foldIcsLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('names the file after the slug', () => {
    expect(icsFileName('folklore-evening')).toBe('folklore-evening.ics');
    expect(icsFileName('')).toBe('event.ics');
    expect(icsFileName('../x')).toBe('x.ics');
  });
});
