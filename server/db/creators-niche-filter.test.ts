import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';

/**
 * The creators niche filter (`contains('niche', …)`) under row-level
 * security: it still shows each person only what the policies allow, and a
 * visitor's filter can use the niche index (0150: array containment is
 * leakproof).
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

describe('creators niche filter', () => {
  it('finds only the creators of that niche each person may see', async () => {
    const music = (owner: ActorName | null, status: string) =>
      buildCreator(server.db, {
        owner_user_id: owner ? actors[owner].userId : null,
        status,
        niche: ['Music', 'Film'],
      });
    const published = await music(null, 'published');
    const ownersPending = await music('owner', 'pending_review');
    const hidden = await music(null, 'draft');
    await buildCreator(server.db, { status: 'published', niche: ['Gaming'] });
    const expected: Record<ActorName, string[]> = {
      anon: [published.id],
      owner: [published.id, ownersPending.id],
      other: [published.id],
      editor: [published.id, ownersPending.id, hidden.id],
      admin: [published.id, ownersPending.id, hidden.id],
    };
    for (const [name, wanted] of Object.entries(expected)) {
      const { data, error, count } = await actors[name as ActorName].client
        .from('creators')
        .select('id', { count: 'exact' })
        .contains('niche', ['Music']);
      expect(error, name).toBeNull();
      expect(new Set(data!.map((row) => row.id)), name).toEqual(new Set(wanted));
      expect(count, name).toBe(wanted.length);
    }
  });

  it('may filter before the policies (leakproof), so the niche index can serve visitors', async () => {
    const { rows } = await server.db.query<{ leakproof: boolean }>(
      "select proleakproof as leakproof from pg_proc where oid = 'pg_catalog.arraycontains(anyarray, anyarray)'::regprocedure",
    );
    expect(rows).toEqual([{ leakproof: true }]);
  });
});
