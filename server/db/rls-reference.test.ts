import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNews, buildUser } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors } from './test-actors.ts';

/** The news byline everyone reads (cities and provinces: rls-cities.test.ts; businesses are submissions: rls-content.test.ts). */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

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
