import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';
import { insertPendingEvent, storedRow } from './test-rows.ts';

/** Issue 8 as roles: deleting from the review queue, and owners editing their creator profiles. */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

describe('deleting a waiting item from the queue', () => {
  it('is refused to an editor and to another user, and leaves no audit row', async () => {
    const id = await insertPendingEvent(actors.owner.client);
    for (const name of ['editor', 'other'] as const) {
      const attempt = await actors[name].client
        .from('events')
        .delete({ count: 'exact' })
        .eq('id', id);
      expect(attempt.count, name).toBe(0);
    }
    expect(await storedRow(server.db, 'events', id)).toBeDefined();
    const log = await actors.admin.client.from('moderation_log').select('id').eq('row_id', id);
    expect(log.data).toEqual([]);
  });

  it('is allowed to an admin, and audited with who, when and from which status', async () => {
    const id = await insertPendingEvent(actors.owner.client);
    const creator = await buildCreator(server.db, { status: 'pending_review' });
    const event = await actors.admin.client.from('events').delete({ count: 'exact' }).eq('id', id);
    expect(event.count).toBe(1);
    const profile = await actors.admin.client
      .from('creators')
      .delete({ count: 'exact' })
      .eq('id', creator.id);
    expect(profile.count).toBe(1);
    const log = await actors.editor.client
      .from('moderation_log')
      .select('table_name, actor_id, from_status, to_status, created_at')
      .in('row_id', [id, creator.id])
      .order('table_name');
    expect(log.data).toEqual([
      {
        table_name: 'creators',
        actor_id: actors.admin.userId,
        from_status: 'pending_review',
        to_status: 'deleted',
        created_at: expect.any(String),
      },
      {
        table_name: 'events',
        actor_id: actors.admin.userId,
        from_status: 'pending_review',
        to_status: 'deleted',
        created_at: expect.any(String),
      },
    ]);
  });
});

describe('an owner edits their creator profile from the dashboard', () => {
  it('saves a draft’s fields and sends it back to review; the owner cannot verify it', async () => {
    const creator = await buildCreator(server.db, {
      status: 'draft',
      owner_user_id: actors.owner.userId,
    });
    const verify = await actors.owner.client
      .from('creators')
      .update({ short_bio_eng: 'Verified!', verified: true })
      .eq('id', creator.id);
    expect(verify.error?.code).toBe('42501');
    expect(await storedRow(server.db, 'creators', String(creator.id))).toMatchObject({
      verified: false,
      status: 'draft',
    });
    const edit = await actors.owner.client
      .from('creators')
      .update({ short_bio_eng: 'New bio.', city: 'Toronto', status: 'pending_review' })
      .eq('id', creator.id)
      .select('short_bio_eng, city, status');
    expect(edit.data).toEqual([
      { short_bio_eng: 'New bio.', city: 'Toronto', status: 'pending_review' },
    ]);
  });

  it('cannot edit a profile that waits for review or is published, nor anyone else’s', async () => {
    for (const status of ['pending_review', 'published']) {
      const creator = await buildCreator(server.db, { status, owner_user_id: actors.owner.userId });
      const edit = await actors.owner.client
        .from('creators')
        .update({ short_bio_eng: 'Sneaky.' })
        .eq('id', creator.id)
        .select();
      expect(edit.data, status).toEqual([]);
    }
    const draft = await buildCreator(server.db, {
      status: 'draft',
      owner_user_id: actors.owner.userId,
    });
    const byOther = await actors.other.client
      .from('creators')
      .update({ short_bio_eng: 'Sneaky.' })
      .eq('id', draft.id)
      .select();
    expect(byOther.data).toEqual([]);
    const publish = await actors.owner.client
      .from('creators')
      .update({ status: 'published' })
      .eq('id', draft.id);
    expect(publish.error?.code).toBe('42501');
  });
});
