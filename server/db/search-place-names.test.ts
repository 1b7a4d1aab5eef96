import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildMemorial } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The Serbian place names of 0820 are searched (migration 0901): an event's
 * Serbian venue and a memorial's service church, in either script, through
 * the site search (search_all) and the /events keyword filter, as anon.
 */

let server: TestServer;
let eventId: string;
let memorialId: string;

beforeAll(async () => {
  server = await startTestServer();
  // Winnipeg: no keyword below finds rows by their city.
  const event = await buildEvent(server.db, {
    city_tag: 'winnipeg',
    title_en: 'Slava lunch',
    title_sr_cyrl: 'Славски ручак',
    description_en: 'Lunch after the liturgy.',
    description_sr_cyrl: 'Ручак после литургије.',
    venue_name: 'Parish Hall',
    venue_name_sr_cyrl: 'Парохијски дом Светог Луке',
  });
  eventId = String(event.id);
  const memorial = await buildMemorial(server.db, {
    city: 'winnipeg',
    first_name: 'Ljubica',
    last_name: 'Marković',
    service_info: {
      date: '2020-01-05',
      church: 'Holy Trinity Church',
      church_sr_cyrl: 'Црква Свете Тројице',
    },
  });
  memorialId = String(memorial.id);
});
afterAll(() => server.close());

async function found(keyword: string, language: string): Promise<string[]> {
  const { data, error } = await server.client().rpc('search_all', { keyword, language });
  expect(error).toBeNull();
  return (data as { id: string }[]).map((row) => row.id);
}

async function listed(keyword: string, language: string): Promise<string[]> {
  const { data, error } = await server
    .client()
    .rpc('published_events_matching', { keyword, language })
    .select('id');
  expect(error).toBeNull();
  return (data as { id: string }[]).map((row) => row.id);
}

describe('Serbian place names in the search', () => {
  it("finds an event by its Serbian venue, Cyrillic or Latin, in every reader's language", async () => {
    for (const language of ['sr_cyrillic', 'sr_latin', 'en']) {
      expect(await found('Парохијски дом', language), language).toContain(eventId);
      expect(await found('parohijski dom', language), language).toContain(eventId);
      expect(await listed('Парохијски', language), language).toEqual([eventId]);
      expect(await listed('parohijski', language), language).toEqual([eventId]);
    }
    // Declined, as the Serbian words are: "Луке" from `Luka`.
    expect(await listed('Luka', 'sr_latin')).toEqual([eventId]);
    // The English venue still finds it.
    expect(await listed('parish hall', 'en')).toEqual([eventId]);
  });

  it('finds a memorial by its service church, Serbian or English', async () => {
    for (const language of ['sr_cyrillic', 'sr_latin', 'en']) {
      expect(await found('Црква Свете Тројице', language), language).toContain(memorialId);
      expect(await found('crkva svete trojice', language), language).toContain(memorialId);
    }
    expect(await found('Holy Trinity', 'en')).toContain(memorialId);
    expect(await found('Тројице', 'en')).toEqual([memorialId]);
  });

  it('follows a changed venue', async () => {
    await server.db.query(
      `update public.events set venue_name_sr_cyrl = 'Сала Српског дома' where id = $1`,
      [eventId],
    );
    expect(await listed('Парохијски', 'sr_cyrillic')).toEqual([]);
    expect(await listed('srpskog doma', 'sr_latin')).toEqual([eventId]);
  });
});
