import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent } from '../../db/seed/factories.ts';
import { addDays } from '../../domain/calendar-month.ts';
import { zoneOffsetMinutes } from '../../domain/time-zone.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Recurring events in the calendar feeds (migration 0750): a weekly series
 * that began in the past is still in /events.ics and its city's feed, its
 * VEVENT carries the RRULE and EXDATE, and a calendar app (ical.js here)
 * expanding it puts every occurrence at 19:00 local time across the changes
 * of clocks in Toronto and Vancouver.
 */

let server: TestServer;
const year = new Date().getUTCFullYear() + 1;
/** The first Thursday of March of `year`: an exception of the series. */
const skipped = [1, 2, 3, 4, 5, 6, 7]
  .map((day) => `${year}-03-0${day}`)
  .find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 4)!;

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: 'https://z.example' });
  // Started a year ago, every Thursday: still running.
  for (const [city, zone] of [
    ['toronto', 'America/Toronto'],
    ['vancouver', 'America/Vancouver'],
  ] as const) {
    await buildEvent(server.db, {
      title_en: `Chess in ${city}`,
      city_tag: city,
      timezone: zone,
      event_date: `${year - 2}-12-30`,
      event_time: '19:00',
      recurrence: JSON.stringify({
        freq: 'weekly',
        weekdays: [4],
        until: `${year}-12-31`,
        except: [skipped],
      }),
    });
  }
  // A one-off event long over is not in the feed.
  await buildEvent(server.db, { title_en: 'Old picnic', event_date: `${year - 2}-12-30` });
});
afterAll(() => server.close());

function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

function localClock(date: Date, zone: string): string {
  const local = new Date(date.getTime() + zoneOffsetMinutes(zone, date.getTime()) * 60_000);
  return local.toISOString().slice(11, 16);
}

describe('a recurring event in the calendar feeds', () => {
  it('is listed once with its rule, and expands to 19:00 local across the changes of clocks', async () => {
    const body = await (await fetch(`${server.url}/events.ics`)).text();
    const events = calendarEvents(body);
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Chess in toronto',
      'Chess in vancouver',
    ]);
    expect(body).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=');
    for (const event of events) {
      const zone = event.summary.endsWith('toronto') ? 'America/Toronto' : 'America/Vancouver';
      expect(event.startDate.zone?.tzid).toBe(zone);
      const iterator = event.iterator();
      const starts: Date[] = [];
      for (let next = iterator.next(); next && starts.length < 200; next = iterator.next()) {
        if (next.year === year) starts.push(next.toJSDate());
      }
      // Every Thursday of the year but the exception, at 19:00 local, in winter and summer time alike.
      const offsets = new Set(starts.map((start) => zoneOffsetMinutes(zone, start.getTime())));
      expect(offsets.size).toBe(2);
      for (const start of starts) expect(localClock(start, zone)).toBe('19:00');
      const localDays = starts.map((start) =>
        new Date(start.getTime() + zoneOffsetMinutes(zone, start.getTime()) * 60_000)
          .toISOString()
          .slice(0, 10),
      );
      expect(localDays).not.toContain(skipped);
      expect(localDays).toContain(addDays(skipped, 7));
      expect(starts.length).toBeGreaterThanOrEqual(51);
      expect(starts.length).toBeLessThanOrEqual(52);
    }
  });

  it('is in its own city feed only', async () => {
    const body = await (await fetch(`${server.url}/city/vancouver/events.ics`)).text();
    expect(calendarEvents(body).map((event) => event.summary)).toEqual(['Chess in vancouver']);
  });
});
