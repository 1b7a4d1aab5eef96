import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../../db/seed/factories.ts';
import type { SeedRow } from '../../db/seed/seed-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';
import { decideSubmission } from '../test/decide.ts';

/** The creators matrix: public submissions, admin-created profiles, editor status, admin delete. */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const publicSubmission = () => ({
  id: randomUUID(),
  name_cyr: 'Јована Тестић',
  email_public: 'jovana@example.com',
  short_bio_cyr: 'Кратка биографија.',
  country: 'USA',
  niche: ['Podcast'],
});

const build = (owner: ActorName | null, status: string) =>
  buildCreator(server.db, { owner_user_id: owner ? actors[owner].userId : null, status });

describe('creators', () => {
  it('select: published for everyone, own profiles for their owner, all for editors', async () => {
    const rows = {
      published: await build(null, 'published'),
      ownersPending: await build('owner', 'pending_review'),
      ownersDraft: await build('owner', 'draft'),
      unownedPending: await build(null, 'pending_review'),
    };
    const ids = Object.values(rows).map((row) => row.id);
    const expected: Record<ActorName, SeedRow[]> = {
      anon: [rows.published],
      owner: [rows.published, rows.ownersPending, rows.ownersDraft],
      other: [rows.published],
      editor: Object.values(rows),
      admin: Object.values(rows),
    };
    for (const [name, wanted] of Object.entries(expected)) {
      const { data, error } = await actors[name as ActorName].client
        .from('creators')
        .select('id')
        .in('id', ids);
      expect(error, name).toBeNull();
      expect(new Set(data!.map((row) => row.id)), name).toEqual(
        new Set(wanted.map((row) => row.id)),
      );
    }
  });

  it('insert: visitors and users submit pending, unverified profiles; signed-in users own theirs', async () => {
    for (const name of ['anon', 'owner', 'editor'] as const) {
      const submission = publicSubmission();
      const { error, status } = await actors[name].client.from('creators').insert(submission);
      expect(error, name).toBeNull();
      expect(status).toBe(201);
      const stored = await storedRow(server.db, 'creators', submission.id);
      expect(stored, name).toMatchObject({
        status: 'pending_review',
        verified: false,
        created_by_admin: false,
        contact_form_enabled: true,
        owner_user_id: actors[name].userId,
        // A member's or visitor's slug has a random suffix, an editor's a number when taken (0631).
        slug: expect.stringMatching(
          name === 'editor' ? /^jovana-testic(-\d+)?$/ : /^jovana-testic-[a-z0-9]{6}$/,
        ),
      });
    }
  });

  it('insert: only admins create profiles, as draft or published, unverified, contact form off', async () => {
    const adminProfile = (status: string) => ({
      id: randomUUID(),
      name_eng: 'Admin Made',
      email_public: 'made@example.com',
      status,
      created_by_admin: true,
      contact_form_enabled: false,
      verified: false,
    });
    for (const name of ['anon', 'owner', 'editor'] as const) {
      const { error } = await actors[name].client.from('creators').insert(adminProfile('draft'));
      expect(error?.code, name).toBe('42501');
    }
    for (const status of ['draft', 'published']) {
      const row = adminProfile(status);
      const { error } = await actors.admin.client.from('creators').insert(row);
      expect(error, status).toBeNull();
      expect(await storedRow(server.db, 'creators', row.id)).toMatchObject({
        status,
        created_by_admin: true,
        owner_user_id: null,
      });
    }
    const pending = await actors.admin.client
      .from('creators')
      .insert(adminProfile('pending_review'));
    expect(pending.error?.code).toBe('42501');
    const verified = await actors.admin.client
      .from('creators')
      .insert({ ...adminProfile('published'), verified: true });
    expect(verified.error?.code).toBe('42501');
    const contactable = await actors.admin.client
      .from('creators')
      .insert({ ...adminProfile('published'), contact_form_enabled: true });
    expect(contactable.error?.code).toBe('42501');
  });

  it('update: editors and admins set any status; owners edit drafts only; others nothing', async () => {
    const draft = await build('owner', 'draft');
    const pending = await build('owner', 'pending_review');
    const name = async (id: string) => (await storedRow(server.db, 'creators', id))?.name_eng;
    await actors.anon.client.from('creators').update({ name_eng: 'anon' }).eq('id', draft.id);
    await actors.other.client.from('creators').update({ name_eng: 'other' }).eq('id', draft.id);
    await actors.owner.client.from('creators').update({ name_eng: 'owner' }).eq('id', pending.id);
    expect(await name(draft.id)).toBe(draft.name_eng);
    expect(await name(pending.id)).toBe(pending.name_eng);

    const own = await actors.owner.client
      .from('creators')
      .update({ name_eng: 'Mine' })
      .eq('id', draft.id);
    expect(own.error).toBeNull();
    expect(await name(draft.id)).toBe('Mine');

    for (const [who, status] of [
      ['editor', 'published'],
      ['admin', 'draft'],
      ['editor', 'pending_review'],
    ] as const) {
      // By PATCH never (no version named, 0700); through decide_submission.
      const patched = await actors[who].client
        .from('creators')
        .update({ status, updated_at: new Date().toISOString() })
        .eq('id', pending.id);
      // (draft to review is the owner's own step, which the table still takes)
      if (status !== 'pending_review')
        expect(patched.error?.code, `${who} ${status}`).toBe('42501');
      const { error } = await decideSubmission(actors[who].client, 'creators', pending.id, status);
      expect(error, `${who} ${status}`).toBeNull();
      expect((await storedRow(server.db, 'creators', pending.id))?.status).toBe(status);
    }
  });

  it('delete: only admins and the owner; editors get nothing deleted', async () => {
    const rows = {
      anon: await build(null, 'published'),
      other: await build('owner', 'published'),
      editor: await build(null, 'published'),
      owner: await build('owner', 'published'),
      admin: await build(null, 'published'),
    };
    for (const [name, row] of Object.entries(rows)) {
      await actors[name as ActorName].client.from('creators').delete().eq('id', row.id);
    }
    const exists = async (row: SeedRow) =>
      (await storedRow(server.db, 'creators', row.id)) !== undefined;
    expect(await exists(rows.anon)).toBe(true);
    expect(await exists(rows.other)).toBe(true);
    expect(await exists(rows.editor)).toBe(true);
    expect(await exists(rows.owner)).toBe(false);
    expect(await exists(rows.admin)).toBe(false);
  });
});
