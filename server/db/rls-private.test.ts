import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';
import { decideClaim } from '../test/decide.ts';

/**
 * creator_claims, creator_reports and mail_outbox: no access for visitors
 * and users; editors and admins read and review claims and reports; the
 * outbox is the server's alone.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

async function claim() {
  const creator = await buildCreator(server.db);
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.creator_claims (creator_id, email, proof, verification_token_hash, token_expires_at)
     values ($1, 'claimer@example.com', 'My channel', md5(random()::text), now() + interval '1 day')
     returning id`,
    [creator.id],
  );
  return { id: rows[0]!.id, creatorId: creator.id };
}

async function report() {
  const creator = await buildCreator(server.db);
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.creator_reports (creator_id, reason) values ($1, 'Not the real person') returning id`,
    [creator.id],
  );
  return { id: rows[0]!.id, creatorId: creator.id };
}

// A claim is decided through decide_claim (naming the version seen, 0700), a report by update.
const reviewStatus = { creator_claims: 'rejected', creator_reports: 'resolved' } as const;
/** The review each table takes; a rejected claim carries its reason (0270), a resolved report its note (0360). */
const review = {
  creator_claims: { status: 'rejected', review_note: 'The proof does not show the account.' },
  creator_reports: { status: 'resolved', review_note: 'The profile is genuine.' },
} as const;
const newRow: Record<
  'creator_claims' | 'creator_reports',
  (creatorId: string) => Record<string, unknown>
> = {
  creator_claims: (creatorId: string) => ({
    creator_id: creatorId,
    email: 'a@example.com',
    proof: 'x',
  }),
  creator_reports: (creatorId: string) => ({ creator_id: creatorId, reason: 'x' }),
};

describe.each([
  ['creator_claims', claim],
  ['creator_reports', report],
] as const)('%s', (table, build) => {
  it('visitors and users neither read nor write them', async () => {
    const row = await build();
    for (const name of ['anon', 'owner', 'other'] as ActorName[]) {
      const client = actors[name].client;
      const read = await client.from(table).select('id').eq('id', row.id);
      if (name === 'anon') expect(read.error?.code).toBe('42501');
      else expect(read.data, name).toEqual([]);
      const insert = await client.from(table).insert(newRow[table](row.creatorId));
      expect(insert.error?.code, name).toBe('42501');
      await client.from(table).update(review[table]).eq('id', row.id);
      await client.from(table).delete().eq('id', row.id);
    }
    const stored = await storedRow(server.db, table, row.id);
    expect(stored).toBeDefined();
    expect(stored?.status).not.toBe(reviewStatus[table]);
  });

  it('editors and admins read and review them, but do not create or delete them', async () => {
    for (const name of ['editor', 'admin'] as ActorName[]) {
      const row = await build();
      const client = actors[name].client;
      const read = await client.from(table).select('id, status').eq('id', row.id);
      expect(read.data, name).toHaveLength(1);
      if (table === 'creator_claims') {
        const patched = await client.from(table).update(review[table]).eq('id', row.id);
        expect(patched.error?.code, name).toBe('42501');
      }
      const update =
        table === 'creator_claims'
          ? await decideClaim(client, row.id, false, review[table].review_note)
          : await client.from(table).update(review[table]).eq('id', row.id);
      expect(update.error, name).toBeNull();
      expect((await storedRow(server.db, table, row.id))?.status).toBe(reviewStatus[table]);
      const insert = await client.from(table).insert(newRow[table](row.creatorId));
      expect(insert.error?.code, name).toBe('42501');
      const remove = await client.from(table).delete().eq('id', row.id);
      expect(remove.error?.code, name).toBe('42501');
      expect(await storedRow(server.db, table, row.id)).toBeDefined();
    }
  });
});

describe('mail_outbox', () => {
  it('is closed to every API role but the service role', async () => {
    await server.db.query(
      `insert into public.mail_outbox (to_address, template) values ('x@example.com', 'test')`,
    );
    for (const name of ['anon', 'owner', 'editor', 'admin'] as ActorName[]) {
      const { error } = await actors[name].client.from('mail_outbox').select('id');
      expect(error?.code, name).toBe('42501');
    }
  });
});
