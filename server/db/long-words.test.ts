import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, signedInActor } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/**
 * Issue 38: a 2,100-letter unbroken word pasted into a description answered
 * 500 (the search index's tsvector takes lexemes of at most 2,046 bytes).
 * Such a word is stored like any text and left out of the search index; the
 * other words of the text are still found.
 */

let server: TestServer;
let member: Actor;

beforeAll(async () => {
  server = await startTestServer();
  member = await signedInActor(server, 'owner');
});
afterAll(() => server.close());

describe('a description with a 2,100-letter word', () => {
  it('is stored, in either script, for an organization and an event', async () => {
    for (const word of ['a'.repeat(2100), 'ж'.repeat(2100)]) {
      const description = `Folklore ${word} ansambl`;
      const organization = randomUUID();
      const first = await member.client.from('organizations').insert({
        id: organization,
        name_en: 'Long word club',
        description_en: description,
        category: 'culture',
        city_tag: 'toronto',
      });
      expect(first.error).toBeNull();
      expect((await storedRow(server.db, 'organizations', organization))?.description_en).toBe(
        description,
      );
      const event = randomUUID();
      const second = await member.client.from('events').insert({
        id: event,
        title_en: 'Long word evening',
        description_sr_cyrl: description,
        event_date: '2031-01-09',
        city_tag: 'toronto',
      });
      expect(second.error).toBeNull();
    }
  });

  it('leaves the long word out of the search index and keeps the others', async () => {
    const { rows } = await server.db.query<{ found: boolean; long: boolean }>(
      `select public.search_lexemes(' folklore ' || repeat('a', 2100) || ' ansambl ', true)
                @@ 'folklore & ~ansam'::tsquery as found,
              array_length(tsvector_to_array(
                public.search_lexemes(' ' || repeat('a', 2100) || ' ', true)), 1) is null as long`,
    );
    expect(rows).toEqual([{ found: true, long: true }]);
  });
});
