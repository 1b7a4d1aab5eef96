import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildOrganization } from '../../db/seed/factories.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';
import { nameTheEditors, pendingOrganization, versionSeenBy } from './test-editors.ts';
import { storedRow } from './test-rows.ts';

/**
 * Issue 38, editors' lists: bulk decisions (decide_many, 0870) decide several
 * items in one request, each naming the version its editor saw and each
 * refused on its own when someone decided it first; and every decision is in
 * the editors' activity log (decision_log), which only editors and admins
 * read. Through supabase-js as the queue calls it, never as a superuser.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  await nameTheEditors(server, actors);
});
afterAll(() => server.close());

interface Answer {
  id: string;
  status: number;
  conflict?: { by: string | null; status: string; at: string };
  message?: string;
}

describe('bulk decisions', () => {
  it('decides each item, and refuses a stale one naming the editor who decided it', async () => {
    const [first, second, third] = await Promise.all(
      ['Kolo Toronto', 'Sokol Hamilton', 'Hor Ottawa'].map((name) =>
        pendingOrganization(actors, name),
      ),
    );
    const seen = await Promise.all(
      [first!, second!, third!].map((id) => versionSeenBy(actors, 'admin', 'organizations', id)),
    );
    // In another tab, the editor publishes the second one first.
    const earlier = await actors.editor.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: second!,
      decision: 'published',
      seen_updated_at: await versionSeenBy(actors, 'editor', 'organizations', second!),
    });
    expect(earlier.error).toBeNull();

    const { data, error } = await actors.admin.client.rpc('decide_many', {
      decisions: [first!, second!, third!].map((id, index) => ({
        kind: 'submission',
        table: 'organizations',
        id,
        decision: 'rejected',
        seen_updated_at: seen[index],
        note: 'Not an organization of the community.',
      })),
    });
    expect(error).toBeNull();
    const answers = data as Answer[];
    expect(answers.map((answer) => [answer.id, answer.status])).toEqual([
      [first, 200],
      [second, 409],
      [third, 200],
    ]);
    expect(answers[1]!.conflict).toMatchObject({ by: 'Ана Уредник', status: 'published' });

    expect((await storedRow(server.db, 'organizations', first!))?.status).toBe('rejected');
    expect((await storedRow(server.db, 'organizations', second!))?.status).toBe('published');
    expect((await storedRow(server.db, 'organizations', third!))?.status).toBe('rejected');
    // The author of the published one holds its mail only, never a rejection.
    const mails = (await outboxTo(server.db, actors.owner.email!))
      .filter((message) => message.data.id === second)
      .map((message) => message.template);
    expect(mails).toEqual(['submission_received', 'submission_published']);
  });

  it('refuses a rejection without a reason per item, and anyone but an editor whole', async () => {
    const id = await pendingOrganization(actors, 'Klub bez razloga');
    const seen = await versionSeenBy(actors, 'editor', 'organizations', id);
    const item = { kind: 'submission', table: 'organizations', id, seen_updated_at: seen };
    const noReason = await actors.editor.client.rpc('decide_many', {
      decisions: [{ ...item, decision: 'rejected' }],
    });
    expect((noReason.data as Answer[])[0]).toMatchObject({ id, status: 422 });
    expect((await storedRow(server.db, 'organizations', id))?.status).toBe('pending_review');

    for (const who of ['owner', 'anon'] as const) {
      const refused = await actors[who].client.rpc('decide_many', {
        decisions: [{ ...item, decision: 'published' }],
      });
      expect(refused.error?.code, who).toBe('42501');
    }
    const tooMany = await actors.editor.client.rpc('decide_many', {
      decisions: Array.from({ length: 51 }, () => ({ ...item, decision: 'published' })),
    });
    expect(tooMany.error?.code).toBe('22023');
    expect((await storedRow(server.db, 'organizations', id))?.status).toBe('pending_review');
  });

  it('decides revisions and claims in the same request', async () => {
    const organization = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'published',
      name_en: 'Sokol club',
    });
    const proposed = await actors.owner.client.rpc('propose_content_revision', {
      target_table: 'organizations',
      row_id: organization.id,
      changes: { name_en: 'Sokol club Toronto' },
    });
    expect(proposed.error).toBeNull();
    const revisionId = String(proposed.data);
    const creator = await buildCreator(server.db, { status: 'published', owner_user_id: null });
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.creator_claims (creator_id, email, proof, status, language)
       values ($1, $2, 'I am this creator.', 'pending_admin_review', 'en') returning id::text`,
      [creator.id, `bulk-claimant-${Date.now()}@example.com`],
    );
    const claimId = rows[0]!.id;
    const { data, error } = await actors.editor.client.rpc('decide_many', {
      decisions: [
        {
          kind: 'revision',
          table: 'content_revisions',
          id: revisionId,
          approve: true,
          seen_updated_at: await versionSeenBy(actors, 'editor', 'content_revisions', revisionId),
        },
        {
          kind: 'claim',
          id: claimId,
          approve: false,
          reason: 'No proof of the address.',
          seen_updated_at: await versionSeenBy(actors, 'editor', 'creator_claims', claimId),
        },
      ],
    });
    expect(error).toBeNull();
    expect((data as Answer[]).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await storedRow(server.db, 'organizations', organization.id))?.name_en).toBe(
      'Sokol club Toronto',
    );
    expect((await storedRow(server.db, 'creator_claims', claimId))?.status).toBe('rejected');
  });
});

describe('the editors’ activity log', () => {
  it('names who decided what and when; editors and admins read it, nobody writes it', async () => {
    const id = await pendingOrganization(actors, 'Folklorni ansambl Log');
    const decided = await actors.editor.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'draft',
      seen_updated_at: await versionSeenBy(actors, 'editor', 'organizations', id),
      note: 'Please add the address.',
    });
    expect(decided.error).toBeNull();

    const { data, error } = await actors.admin.client
      .from('decision_log')
      .select('editor_name, target_table, target_id, item_title, decision, reason, decided_at')
      .eq('target_id', id);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        editor_name: 'Ана Уредник',
        target_table: 'organizations',
        target_id: id,
        item_title: 'Folklorni ansambl Log',
        decision: 'draft',
        reason: 'Please add the address.',
        decided_at: expect.any(String),
      },
    ]);
    const asEditor = await actors.editor.client
      .from('decision_log')
      .select('id')
      .eq('target_id', id);
    expect(asEditor.data).toHaveLength(1);
    // The activity page's search: item or editor, quoted as the page quotes it (ilike-pattern.ts).
    const found = await actors.editor.client
      .from('decision_log')
      .select('target_id', { count: 'exact' })
      .or('item_title.ilike."*ansambl Log*",editor_name.ilike."*ansambl Log*"')
      .eq('decision', 'draft');
    expect(found.error).toBeNull();
    expect(found.data).toEqual([{ target_id: id }]);
    const byEditor = await actors.editor.client
      .from('decision_log')
      .select('target_id')
      .or('item_title.ilike."*Ана Уред*",editor_name.ilike."*Ана Уред*"')
      .eq('target_id', id);
    expect(byEditor.data).toEqual([{ target_id: id }]);

    // A member and a visitor see nothing; nobody inserts, changes or deletes an entry.
    for (const who of ['owner', 'other', 'anon'] as const) {
      const read = await actors[who].client.from('decision_log').select('id');
      expect(read.data ?? [], who).toEqual([]);
    }
    for (const who of ['owner', 'editor', 'admin'] as const) {
      const forged = await actors[who].client.from('decision_log').insert({
        editor_name: 'Someone else',
        target_table: 'organizations',
        target_id: id,
        decision: 'published',
      } as never);
      expect(forged.error?.code, who).toBe('42501');
      const changed = await actors[who].client
        .from('decision_log')
        .update({ editor_name: 'Nobody' } as never)
        .eq('target_id', id)
        .select('id');
      expect(
        changed.error?.code ?? (changed.data?.length === 0 ? 'none' : 'changed'),
        who,
      ).not.toBe('changed');
      await actors[who].client.from('decision_log').delete().eq('target_id', id);
    }
    // The item's name is kept in Cyrillic too (its English one when it has none).
    const cyrillic = await actors.editor.client
      .from('decision_log')
      .select('item_title_sr_cyrl')
      .eq('target_id', id);
    expect(cyrillic.data).toEqual([{ item_title_sr_cyrl: 'Folklorni ansambl Log' }]);
    const kept = await server.db.query(
      `select editor_name from public.decision_log where target_id = $1`,
      [id],
    );
    expect(kept.rows).toEqual([{ editor_name: 'Ана Уредник' }]);
    const log = await actors.editor.client.rpc(
      'log_decision' as never,
      {
        target_table: 'organizations',
        target: id,
        decision: 'published',
      } as never,
    );
    expect(log.error).not.toBeNull();
  });

  it('records revision and claim decisions, bulk ones included', async () => {
    const { rows } = await server.db.query<{ decision: string; target_table: string }>(
      `select decision, target_table from public.decision_log
        where target_table in ('content_revisions', 'creator_claims') order by id`,
    );
    expect(rows).toEqual([
      { decision: 'approved', target_table: 'content_revisions' },
      { decision: 'rejected', target_table: 'creator_claims' },
    ]);
  });
});
