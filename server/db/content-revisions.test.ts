import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBusiness,
  buildEvent,
  buildMemorial,
  buildNews,
  buildOrganization,
} from '../../db/seed/factories.ts';
import { receivedText } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { createActors, type Actors } from './test-actors.ts';
import { decideRevision } from '../test/decide.ts';

/**
 * Issue 19 for organizations, events, news, memorials and businesses (0350, 0440): the owner
 * of a published row proposes changes; the public row changes only when an
 * editor approves. Through supabase-js as the web app calls it (never as a
 * superuser), mail received by a real SMTP server.
 */

let server: ServerWithSmtp;
let actors: Actors;

beforeAll(async () => {
  server = await startServerWithSmtp();
  actors = await createActors(server);
});
afterAll(() => server.close());

type Table = 'organizations' | 'events' | 'news' | 'memorials' | 'businesses';

interface Kind {
  table: Table;
  /** The field the tests change, which names the row in the mail subject. */
  title: string;
  /** A change the row itself refuses (a script address). */
  refused: Record<string, unknown>;
  build(ownerId: string, title: string): Promise<{ id: string }>;
}

const kinds: Kind[] = [
  {
    table: 'organizations',
    title: 'name_en',
    refused: { website: 'javascript:alert(1)' },
    build: (owner, title) => buildOrganization(server.db, { author_id: owner, name_en: title }),
  },
  {
    table: 'events',
    title: 'title_en',
    refused: { tickets_url: 'javascript:alert(1)' },
    build: (owner, title) => buildEvent(server.db, { author_id: owner, title_en: title }),
  },
  {
    table: 'news',
    title: 'title_en',
    refused: { image_url: 'javascript:alert(1)' },
    build: (owner, title) => buildNews(server.db, { author_id: owner, title_en: title }),
  },
  {
    table: 'memorials',
    title: 'full_name',
    refused: { profile_image_url: 'javascript:alert(1)' },
    build: (owner, title) => buildMemorial(server.db, { submitter_id: owner, full_name: title }),
  },
  {
    table: 'businesses',
    title: 'name_en',
    refused: { website: 'javascript:alert(1)' },
    build: (owner, title) => buildBusiness(server.db, { author_id: owner, name_en: title }),
  },
];

const propose = (who: keyof Actors, table: Table, rowId: string, changes: object) =>
  actors[who].client.rpc('propose_content_revision', {
    target_table: table,
    row_id: rowId,
    changes,
  });

const decide = (who: keyof Actors, revisionId: string, approve: boolean, reason?: string) =>
  decideRevision(actors[who].client, 'content_revisions', revisionId, approve, reason);

describe.each(kinds)('a revision of a published row of $table', (kind) => {
  /** The row as a visitor reads it. */
  async function publicTitle(id: string) {
    const { data } = await actors.anon.client.from(kind.table).select(kind.title).eq('id', id);
    return (data?.[0] as Record<string, unknown> | undefined)?.[kind.title];
  }

  it('changes the public row only after an editor approves it', async () => {
    const row = await kind.build(actors.owner.userId!, `Old ${kind.table}`);
    const change = { [kind.title]: `New ${kind.table}` };
    // Only the owner proposes, and only values the row accepts.
    expect((await propose('other', kind.table, row.id, change)).error?.code).toBe('42501');
    expect((await propose('anon', kind.table, row.id, change)).error).not.toBeNull();
    expect((await propose('owner', kind.table, row.id, kind.refused)).error).not.toBeNull();
    // Fields outside the table's list (status, owner) are dropped.
    const proposal = await propose('owner', kind.table, row.id, {
      ...change,
      status: 'draft',
      slug: 'taken-over',
      author_id: actors.other.userId,
      submitter_id: actors.other.userId,
    });
    expect(proposal.error).toBeNull();
    const revisionId = proposal.data as string;
    expect(await publicTitle(row.id)).toBe(`Old ${kind.table}`);
    const stored = await actors.owner.client
      .from('content_revisions')
      .select('table_name, changes, status')
      .eq('id', revisionId)
      .single();
    expect(stored.data).toEqual({
      table_name: kind.table,
      changes: change,
      status: 'pending_review',
    });
    expect(
      (await actors.other.client.from('content_revisions').select('id').eq('id', revisionId)).data,
    ).toEqual([]);

    // Nobody writes revisions directly, and only editors decide.
    const direct = await actors.owner.client
      .from('content_revisions')
      .update({ status: 'approved' })
      .eq('id', revisionId);
    expect(direct.error).not.toBeNull();
    expect((await decide('owner', revisionId, true)).error?.code).toBe('42501');
    expect((await decide('other', revisionId, true)).error?.code).toBe('42501');
    expect((await decide('anon', revisionId, true)).error).not.toBeNull();
    expect(await publicTitle(row.id)).toBe(`Old ${kind.table}`);

    expect(await decide('editor', revisionId, true)).toMatchObject({
      error: null,
      data: 'approved',
    });
    expect(await publicTitle(row.id)).toBe(`New ${kind.table}`);
    expect((await decide('editor', revisionId, false, 'Too late')).status).toBe(409);
    const { rows } = await server.db.query<{ status: string; slug: string }>(
      `select status, slug from public.${kind.table} where id = $1`,
      [row.id],
    );
    expect(rows[0]).toMatchObject({ status: 'published' });
    expect(rows[0]!.slug).not.toBe('taken-over');
    await receivedText(server.smtp, actors.owner.email!, `Changes published: New ${kind.table}`);
  });

  it('rejected with a reason keeps the published version and tells the owner why', async () => {
    const row = await kind.build(actors.owner.userId!, `Kept ${kind.table}`);
    const first = await propose('owner', kind.table, row.id, { [kind.title]: 'First try' });
    // A second proposal replaces the waiting one.
    const second = await propose('owner', kind.table, row.id, { [kind.title]: 'Buy pills here' });
    expect(second.data).toBe(first.data);
    const revisionId = second.data as string;
    expect((await decide('editor', revisionId, false)).error?.code).toBe('23514');
    expect((await decide('owner', revisionId, false, 'Mine')).error?.code).toBe('42501');
    const rejected = await decide('editor', revisionId, false, 'The name must stay the name.');
    expect(rejected.data).toBe('rejected');
    expect(await publicTitle(row.id)).toBe(`Kept ${kind.table}`);
    const stored = await actors.owner.client
      .from('content_revisions')
      .select('status, review_note')
      .eq('id', revisionId)
      .single();
    expect(stored.data).toEqual({
      status: 'rejected',
      review_note: 'The name must stay the name.',
    });
    expect(
      await receivedText(
        server.smtp,
        actors.owner.email!,
        `Changes not accepted: Kept ${kind.table}`,
      ),
    ).toContain('The reason: The name must stay the name.');
  });
});

describe('revisions of rows that are not published', () => {
  it('are refused, as are revisions of other tables', async () => {
    const draft = await buildEvent(server.db, { author_id: actors.owner.userId, status: 'draft' });
    expect((await propose('owner', 'events', draft.id, { title_en: 'x' })).error?.code).toBe(
      '42501',
    );
    const creators = await actors.owner.client.rpc('propose_content_revision', {
      target_table: 'creators',
      row_id: draft.id,
      changes: { name_eng: 'x' },
    });
    expect(creators.error?.code).toBe('22023');
  });
});

describe('a revision that points an event at an organization', () => {
  it('answers for someone else’s hidden organization exactly as for one that does not exist', async () => {
    const event = await buildEvent(server.db, { author_id: actors.owner.userId });
    const hidden = await buildOrganization(server.db, {
      author_id: actors.other.userId,
      status: 'pending_review',
    });
    const missing = crypto.randomUUID();
    const toHidden = await propose('owner', 'events', event.id, { organization_id: hidden.id });
    const toMissing = await propose('owner', 'events', event.id, { organization_id: missing });
    expect(toMissing.status).toBe(409);
    // Before issue 34 the hidden one was accepted (200) and stored as the revision.
    expect(toHidden.status).toBe(toMissing.status);
    expect(JSON.stringify(toHidden.error).replaceAll(hidden.id, '<id>')).toBe(
      JSON.stringify(toMissing.error).replaceAll(missing, '<id>'),
    );
    const { rows } = await server.db.query(
      `select 1 from public.content_revisions where row_id = $1 and changes ? 'organization_id'`,
      [event.id],
    );
    expect(rows).toEqual([]);
  });

  it('accepts a published organization and the member’s own pending one', async () => {
    const event = await buildEvent(server.db, { author_id: actors.owner.userId });
    const published = await buildOrganization(server.db, { author_id: actors.other.userId });
    const own = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'pending_review',
    });
    for (const organization of [published, own]) {
      const answer = await propose('owner', 'events', event.id, {
        organization_id: organization.id,
      });
      expect(answer.error).toBeNull();
    }
  });
});
