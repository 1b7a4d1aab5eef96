import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors } from './test-actors.ts';

/**
 * A new event that has already taken place is refused by the database
 * (0911), as the browser's client sends it; the server's own writes (the
 * calendar import, the seed) are not submissions and pass.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const nextYear = new Date().getUTCFullYear() + 1;

function submit(fields: Record<string, unknown>) {
  return actors.owner.client.from('events').insert({
    title_en: 'Picnic',
    timezone: 'America/Toronto',
    city_tag: 'toronto',
    status: 'pending_review',
    author_id: actors.owner.userId,
    ...fields,
  });
}

describe('a new event in the past', () => {
  it('is refused with a 400 naming the date', async () => {
    await buildEvent(server.db, { event_date: `${nextYear}-01-01` });
    const old = await submit({ event_date: '2020-05-01' });
    expect(old.status).toBe(400);
    expect(old.error?.code).toBe('23514');
    expect(old.error?.message).toContain('event_date');
    const ended = await submit({ event_date: '2020-05-01', end_date: '2020-05-03' });
    expect(ended.error?.code).toBe('23514');
  });

  it('is taken when it is upcoming, or ends later, or a series that still runs', async () => {
    expect((await submit({ event_date: `${nextYear}-05-01` })).error).toBeNull();
    const started = await submit({ event_date: '2020-05-01', end_date: `${nextYear}-01-01` });
    expect(started.error).toBeNull();
    const series = await submit({
      event_date: '2020-05-07',
      recurrence: { freq: 'weekly', weekdays: [4] },
    });
    expect(series.error).toBeNull();
    const endedSeries = await submit({
      event_date: '2020-05-07',
      recurrence: { freq: 'weekly', weekdays: [4], until: '2020-12-31' },
    });
    expect(endedSeries.error?.code).toBe('23514');
  });

  it('is still written by the server itself', async () => {
    const row = await buildEvent(server.db, { event_date: '2020-06-01' });
    expect(row.event_date).toBeTruthy();
  });
});
