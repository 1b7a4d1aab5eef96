import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCity, buildNews, buildUser } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/** Reference tables everyone reads: cities, provinces_states; and the news byline (businesses are submissions: rls-content.test.ts). */

let server: TestServer;
let actors: Actors;
const everyone: ActorName[] = ['anon', 'owner', 'other', 'editor', 'admin'];

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

describe.each(['cities', 'provinces_states'] as const)('%s', (table) => {
  it('everyone reads them; nobody writes them through the API', async () => {
    const city = await buildCity(server.db, 'regina');
    const id = table === 'cities' ? city.id : String(city.province_state_id);
    for (const name of everyone) {
      const client = actors[name].client;
      const { data, error } = await client.from(table).select('id, name').eq('id', id);
      expect(error, name).toBeNull();
      expect(data, name).toHaveLength(1);
      const insert = await client.from(table).insert({ name: 'Nowhere' });
      expect(insert.error?.code, name).toBe('42501');
      const update = await client.from(table).update({ name: 'Renamed' }).eq('id', id);
      expect(update.error?.code, name).toBe('42501');
      const remove = await client.from(table).delete().eq('id', id);
      expect(remove.error?.code, name).toBe('42501');
    }
    expect((await storedRow(server.db, table, id))?.name).toBe(
      table === 'cities' ? 'Regina' : 'Saskatchewan',
    );
  });
});

describe('profiles', () => {
  it('show the name of a published article’s author, and no other profile', async () => {
    const author = await buildUser(server.db, { full_name: 'Mila Autorka' });
    const quiet = await buildUser(server.db, { full_name: 'Hidden Person' });
    const article = await buildNews(server.db, { author_id: author.id });
    await buildNews(server.db, { author_id: quiet.id, status: 'pending_review' });
    const { data } = await actors.anon.client
      .from('news')
      .select('id, profiles(full_name)')
      .eq('id', article.id);
    expect(data).toEqual([{ id: article.id, profiles: { full_name: 'Mila Autorka' } }]);
    for (const name of ['anon', 'other'] as const) {
      const profiles = await actors[name].client
        .from('profiles')
        .select('full_name')
        .in('id', [author.id, quiet.id]);
      expect(profiles.data, name).toEqual([{ full_name: 'Mila Autorka' }]);
    }
  });
});
