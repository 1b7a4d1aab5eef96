import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildCreator, buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/**
 * content_reports (organizations and businesses) and the resolution note of
 * every report: only editors and admins read and resolve them, a resolution
 * needs a note, and the note reaches the moderation log.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

async function report(kind: 'organization' | 'business') {
  const item =
    kind === 'organization' ? await buildOrganization(server.db) : await buildBusiness(server.db);
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.content_reports (${kind}_id, reason) values ($1, 'Wrong address') returning id`,
    [item.id],
  );
  return { id: rows[0]!.id, itemId: String(item.id), column: `${kind}_id` };
}

const resolution = { status: 'resolved', review_note: 'Fixed the address.' };

describe.each(['organization', 'business'] as const)('content_reports about a %s', (kind) => {
  it('visitors and users neither read, write, resolve nor delete them', async () => {
    const row = await report(kind);
    for (const name of ['anon', 'owner', 'other'] as ActorName[]) {
      const client = actors[name].client;
      const read = await client.from('content_reports').select('id').eq('id', row.id);
      if (name === 'anon') expect(read.error?.code).toBe('42501');
      else expect(read.data, name).toEqual([]);
      const insert = await client
        .from('content_reports')
        .insert({ [row.column]: row.itemId, reason: 'x' });
      expect(insert.error?.code, name).toBe('42501');
      await client.from('content_reports').update(resolution).eq('id', row.id);
      await client.from('content_reports').delete().eq('id', row.id);
    }
    expect(await storedRow(server.db, 'content_reports', row.id)).toMatchObject({
      status: 'open',
      review_note: null,
    });
  });

  it('editors and admins read them and resolve them with a note, nothing more', async () => {
    for (const name of ['editor', 'admin'] as ActorName[]) {
      const row = await report(kind);
      const client = actors[name].client;
      const read = await client
        .from('content_reports')
        .select(
          `id, reason, reporter, ${kind === 'organization' ? 'organizations' : 'businesses'}(slug)`,
        )
        .eq('id', row.id);
      expect(read.data, name).toHaveLength(1);
      const noNote = await client
        .from('content_reports')
        .update({ status: 'resolved' })
        .eq('id', row.id);
      expect(noNote.error?.code, name).toBe('23514');
      const blankNote = await client
        .from('content_reports')
        .update({ status: 'resolved', review_note: '   ' })
        .eq('id', row.id);
      expect(blankNote.error?.code, name).toBe('23514');
      const rewrite = await client
        .from('content_reports')
        .update({ reason: 'Edited' })
        .eq('id', row.id);
      expect(rewrite.error?.code, name).toBe('42501');
      const longNote = await client
        .from('content_reports')
        .update({ status: 'resolved', review_note: 'x'.repeat(4_001) })
        .eq('id', row.id);
      expect(longNote.error, name).not.toBeNull();
      const resolve = await client.from('content_reports').update(resolution).eq('id', row.id);
      expect(resolve.error, name).toBeNull();
      expect(await storedRow(server.db, 'content_reports', row.id)).toMatchObject({
        ...resolution,
        reason: 'Wrong address',
      });
      const remove = await client.from('content_reports').delete().eq('id', row.id);
      expect(remove.error?.code, name).toBe('42501');
      const log = await client
        .from('moderation_log')
        .select('table_name, actor_id, to_status, note')
        .eq('row_id', row.id);
      expect(log.data).toEqual([
        {
          table_name: 'content_reports',
          actor_id: actors[name].userId,
          to_status: 'resolved',
          note: resolution.review_note,
        },
      ]);
    }
  });
});

describe('creator_reports', () => {
  it('are resolved with a note too', async () => {
    const creator = await buildCreator(server.db);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.creator_reports (creator_id, reason) values ($1, 'Spam') returning id`,
      [creator.id],
    );
    const id = rows[0]!.id;
    const client = actors.editor.client;
    const noNote = await client.from('creator_reports').update({ status: 'resolved' }).eq('id', id);
    expect(noNote.error?.code).toBe('23514');
    const byUser = await actors.owner.client
      .from('creator_reports')
      .update(resolution)
      .eq('id', id)
      .select();
    expect(byUser.data).toEqual([]);
    const resolve = await client
      .from('creator_reports')
      .update(resolution)
      .eq('id', id)
      .select('status, review_note');
    expect(resolve.data).toEqual([resolution]);
  });
});
