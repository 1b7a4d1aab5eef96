import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBusiness,
  buildCity,
  buildEvent,
  buildMemorial,
  buildNews,
  buildOrganization,
} from '../../db/seed/factories.ts';
import type { SeedDatabase, SeedRow } from '../../db/seed/seed-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';
import { decideSubmission } from '../test/decide.ts';

/**
 * The row-level-security matrix of the five submitted content tables:
 * anon, owner, other user, editor, admin x select, insert, update, delete,
 * all through supabase-js against the real server.
 */

interface TableSpec {
  table: 'organizations' | 'events' | 'news' | 'memorials' | 'businesses';
  ownerColumn: 'author_id' | 'submitter_id';
  titleColumn: string;
  build: (db: SeedDatabase, overrides: Record<string, unknown>) => Promise<SeedRow>;
  /** What the submit form sends (no status, no owner: both default). */
  submission: (cityId: string) => Record<string, unknown>;
}

const specs: TableSpec[] = [
  {
    table: 'organizations',
    ownerColumn: 'author_id',
    titleColumn: 'name_en',
    build: buildOrganization,
    submission: () => ({ name_en: 'Submitted club', category: 'youth', city_tag: 'Ottawa' }),
  },
  {
    table: 'events',
    ownerColumn: 'author_id',
    titleColumn: 'title_en',
    build: buildEvent,
    submission: () => ({
      title_en: 'Submitted event',
      event_date: '2031-05-01',
      city_tag: 'ottawa',
    }),
  },
  {
    table: 'news',
    ownerColumn: 'author_id',
    titleColumn: 'title_en',
    build: buildNews,
    submission: () => ({ title_en: 'Submitted article', content_en: 'Text.' }),
  },
  {
    table: 'memorials',
    ownerColumn: 'submitter_id',
    titleColumn: 'full_name',
    build: buildMemorial,
    submission: (cityId) => ({ full_name: 'Submitted Memorial', city_id: cityId }),
  },
  {
    table: 'businesses',
    ownerColumn: 'author_id',
    titleColumn: 'name_en',
    build: buildBusiness,
    submission: () => ({ name_en: 'Submitted bakery', category: 'retail', city_tag: 'Ottawa' }),
  },
];

let server: TestServer;
let actors: Actors;
let cityId: string;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  cityId = (await buildCity(server.db, 'ottawa')).id;
});
afterAll(() => server.close());

const everyone: ActorName[] = ['anon', 'owner', 'other', 'editor', 'admin'];

describe.each(specs)('$table', (spec) => {
  const build = (owner: 'owner' | 'other', status: string) =>
    spec.build(server.db, { [spec.ownerColumn]: actors[owner].userId, status });

  it('select: the public sees published rows, owners their own, editors and admins all', async () => {
    const rows = {
      published: await build('owner', 'published'),
      pending: await build('owner', 'pending_review'),
      draft: await build('owner', 'draft'),
      rejected: await build('owner', 'rejected'),
      othersPending: await build('other', 'pending_review'),
    };
    const ids = Object.values(rows).map((row) => row.id);
    const visible = async (name: ActorName) => {
      const { data, error } = await actors[name].client.from(spec.table).select('id').in('id', ids);
      expect(error).toBeNull();
      return new Set(data!.map((row) => row.id as string));
    };
    const expected: Record<ActorName, SeedRow[]> = {
      anon: [rows.published],
      owner: [rows.published, rows.pending, rows.draft, rows.rejected],
      other: [rows.published, rows.othersPending],
      editor: Object.values(rows),
      admin: Object.values(rows),
    };
    for (const name of everyone) {
      expect(await visible(name), name).toEqual(new Set(expected[name].map((row) => row.id)));
    }
  });

  it('insert: signed-in people submit for review as themselves; visitors cannot', async () => {
    const refused = await actors.anon.client
      .from(spec.table)
      .insert({ id: randomUUID(), ...spec.submission(cityId) });
    expect(refused.error?.code).toBe('42501');
    expect(refused.status).toBe(401);

    for (const name of ['owner', 'other', 'editor', 'admin'] as const) {
      const id = randomUUID();
      const { error } = await actors[name].client
        .from(spec.table)
        .insert({ id, ...spec.submission(cityId) });
      expect(error, name).toBeNull();
      const stored = await storedRow(server.db, spec.table, id);
      expect(stored?.status, name).toBe('pending_review');
      expect(stored?.[spec.ownerColumn], name).toBe(actors[name].userId);
      const readBack = await actors[name].client.from(spec.table).select('id, status').eq('id', id);
      expect(readBack.data, name).toEqual([{ id, status: 'pending_review' }]);
    }
  });

  it('update: owners edit their drafts (and rejected rows) only; editors decide any status', async () => {
    const draft = await build('owner', 'draft');
    const pending = await build('owner', 'pending_review');
    const published = await build('owner', 'published');
    const title = async (id: string) =>
      (await storedRow(server.db, spec.table, id))?.[spec.titleColumn];
    const rename = (name: ActorName, id: string, value: string) =>
      actors[name].client
        .from(spec.table)
        .update({ [spec.titleColumn]: value })
        .eq('id', id);

    await rename('anon', published.id, 'By anon');
    await rename('other', draft.id, 'By other');
    await rename('owner', pending.id, 'Pending edit');
    await rename('owner', published.id, 'Published edit');
    expect(await title(published.id)).toBe(published[spec.titleColumn]);
    expect(await title(pending.id)).toBe(pending[spec.titleColumn]);
    expect(await title(draft.id)).toBe(draft[spec.titleColumn]);

    expect((await rename('owner', draft.id, 'Draft edit')).error).toBeNull();
    expect(await title(draft.id)).toBe('Draft edit');

    // An editor decides through decide_submission, naming the version seen (0700); never by PATCH.
    const patched = await actors.editor.client
      .from(spec.table)
      .update({ status: 'published' })
      .eq('id', pending.id);
    expect(patched.error?.code).toBe('42501');
    const publish = await decideSubmission(
      actors.editor.client,
      spec.table,
      pending.id,
      'published',
    );
    expect(publish.error).toBeNull();
    expect((await storedRow(server.db, spec.table, pending.id))?.status).toBe('published');
    // A rejection needs a reason (0271).
    const reject = await decideSubmission(
      actors.admin.client,
      spec.table,
      published.id,
      'rejected',
      'Off topic.',
    );
    expect(reject.error).toBeNull();
    expect((await storedRow(server.db, spec.table, published.id))?.status).toBe('rejected');
    // The owner may fix a rejected row only to send it back to review, never publish it.
    const selfPublish = await actors.owner.client
      .from(spec.table)
      .update({ status: 'published' })
      .eq('id', published.id);
    expect(selfPublish.error).not.toBeNull();
    const resubmit = await actors.owner.client
      .from(spec.table)
      .update({ [spec.titleColumn]: 'Fixed', status: 'pending_review' })
      .eq('id', published.id);
    expect(resubmit.error).toBeNull();
    expect(await storedRow(server.db, spec.table, published.id)).toMatchObject({
      status: 'pending_review',
      [spec.titleColumn]: 'Fixed',
    });
  });

  it('delete: owners delete their own rows and admins any; nobody else', async () => {
    const rows = {
      anon: await build('owner', 'published'),
      other: await build('owner', 'published'),
      editor: await build('owner', 'pending_review'),
      owner: await build('owner', 'pending_review'),
      admin: await build('other', 'published'),
    };
    for (const name of everyone) {
      await actors[name].client.from(spec.table).delete().eq('id', rows[name].id);
    }
    const remaining = async (row: SeedRow) =>
      (await storedRow(server.db, spec.table, row.id)) !== undefined;
    expect(await remaining(rows.anon)).toBe(true);
    expect(await remaining(rows.other)).toBe(true);
    expect(await remaining(rows.editor)).toBe(true);
    expect(await remaining(rows.owner)).toBe(false);
    expect(await remaining(rows.admin)).toBe(false);
  });
});
