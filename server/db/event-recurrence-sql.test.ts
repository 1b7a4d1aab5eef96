import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRecurrence } from '../../domain/event-recurrence.ts';
import { recurrenceProblem } from '../../domain/event-recurrence-form.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, signedInActor } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/**
 * A recurring event's rule (migration 0750) as a member submits it: the
 * database takes exactly what domain/event-recurrence.ts's schema takes, and
 * keeps the last day the series can reach for the lists and feeds.
 */

let server: TestServer;
let member: Actor;

beforeAll(async () => {
  server = await startTestServer();
  member = await signedInActor(server, 'owner');
});
afterAll(() => server.close());

async function submit(recurrence: unknown, by: Actor = member) {
  const id = randomUUID();
  const { error } = await by.client.from('events').insert({
    id,
    title_en: 'Chess evening',
    event_date: '2031-01-09',
    event_time: '19:00',
    city_tag: 'toronto',
    recurrence,
  } as never);
  return { id, error };
}

const good = [
  { freq: 'weekly', weekdays: [4] },
  { freq: 'weekly', weekdays: [1, 3], interval: 2, until: '2031-06-30', except: ['2031-01-21'] },
  { freq: 'monthly', monthDay: 15, count: 12 },
  { freq: 'monthly', weekday: 0, week: 2 },
  { freq: 'monthly', weekday: 5, week: -1, interval: 3 },
];

const bad = [
  { freq: 'daily' },
  { freq: 'weekly' },
  { freq: 'weekly', weekdays: [] },
  { freq: 'weekly', weekdays: [4, 4] },
  { freq: 'weekly', weekdays: [7] },
  { freq: 'weekly', weekdays: [1.5] },
  { freq: 'weekly', weekdays: ['1'] },
  { freq: 'monthly', monthDay: 15, weekday: 0, week: 2 },
  { freq: 'monthly', weekday: 0 },
  { freq: 'monthly', weekday: 0, week: 5 },
  { freq: 'monthly', weekday: 0, week: 0 },
  { freq: 'monthly', monthDay: 32 },
  { freq: 'monthly', monthDay: 3, weekdays: [1] },
  { freq: 'weekly', weekdays: [1], count: 3, until: '2032-01-01' },
  { freq: 'weekly', weekdays: [1], count: 501 },
  { freq: 'weekly', weekdays: [1], count: 0 },
  { freq: 'weekly', weekdays: [1], interval: 13 },
  { freq: 'weekly', weekdays: [1], until: '2031-13-01' },
  { freq: 'weekly', weekdays: [1], until: '2031-02-30' },
  { freq: 'weekly', weekdays: [1], except: Array(101).fill('2031-02-01') },
  { freq: 'weekly', weekdays: [1], except: ['soon'] },
  { freq: 'weekly', weekdays: [1], rrule: 'FREQ=DAILY' },
  'FREQ=WEEKLY;BYDAY=TH',
  [],
];

describe('a recurrence rule', () => {
  it('is stored when the schema takes it, with the last day the series can reach', async () => {
    for (const rule of good) {
      expect(isRecurrence(rule), JSON.stringify(rule)).toBe(true);
      // The event form says nothing against what the database stores.
      expect(recurrenceProblem(JSON.stringify(rule), '2031-01-09')).toBeNull();
      const { id, error } = await submit(rule);
      expect(error, JSON.stringify(rule)).toBeNull();
      expect((await storedRow(server.db, 'events', id))!.recurrence).toEqual(rule);
    }
    const until = await submit(good[1]);
    expect(String((await storedRow(server.db, 'events', until.id))!.repeats_until)).toMatch(
      /2031-06-30|Jun 30 2031/,
    );
  });

  it('is refused by the database whenever the schema refuses it', async () => {
    // A member submits 30 events an hour (rest-limits.ts): the refusals come from a second one.
    const refused = await signedInActor(server, 'other');
    for (const rule of bad) {
      expect(isRecurrence(rule), JSON.stringify(rule)).toBe(false);
      // … and names a problem in everything it refuses, before it is sent.
      expect(recurrenceProblem(JSON.stringify(rule), '2031-01-09')).not.toBeNull();
      const { error } = await submit(rule, refused);
      expect(error?.code, JSON.stringify(rule)).toBe('23514');
    }
  });

  it('cannot end before the event begins', async () => {
    expect(
      recurrenceProblem('{"freq":"weekly","weekdays":[4],"until":"2030-12-31"}', '2031-01-09'),
    ).toBe('submissions.validation.repeatUntilBeforeStart');
    const { error } = await submit(
      { freq: 'weekly', weekdays: [4], until: '2030-12-31' },
      await signedInActor(server, 'other'),
    );
    expect(error?.code).toBe('23514');
  });
});
