import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildCreator, buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/**
 * Issue 38, bulk actions in every admin list (decision 034): an editor
 * resolves or dismisses several reports at once (decide_reports) and marks
 * several contact messages handled, reopens or deletes them
 * (handle_contact_messages). Each item names the version or state its editor
 * saw and is refused on its own when stale; anyone but an editor is refused
 * whole. Through supabase-js as anon and authenticated, never as a superuser.
 */

let server: TestServer;
let actors: Actors;
const notEditors: ActorName[] = ['anon', 'owner', 'other'];

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  await server.db.query(`update public.profiles set full_name = 'Ана Уредник' where id = $1`, [
    actors.editor.userId,
  ]);
  await server.db.query(`update public.profiles set full_name = 'Marko Admin' where id = $1`, [
    actors.admin.userId,
  ]);
});
afterAll(() => server.close());

interface Answer {
  id: string;
  status: number;
  conflict?: { by: string | null; status: string; at: string | null };
  message?: string;
}

async function creatorReport() {
  const creator = await buildCreator(server.db);
  const { rows } = await server.db.query<{ id: string; updated_at: string }>(
    `insert into public.creator_reports (creator_id, reason) values ($1, 'Spam')
     returning id, updated_at`,
    [creator.id],
  );
  return { kind: 'creator', id: rows[0]!.id };
}

async function contentReport(kind: 'organization' | 'business') {
  const item =
    kind === 'organization' ? await buildOrganization(server.db) : await buildBusiness(server.db);
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.content_reports (${kind}_id, reason) values ($1, 'Wrong address')
     returning id`,
    [item.id],
  );
  return { kind, id: rows[0]!.id };
}

/** What the queue reads: the report's version, as the editor's client sees it. */
async function seen(report: { kind: string; id: string }) {
  const table = report.kind === 'creator' ? 'creator_reports' : 'content_reports';
  const { data, error } = await actors.editor.client
    .from(table)
    .select('updated_at')
    .eq('id', report.id)
    .single();
  expect(error).toBeNull();
  return { ...report, seen_updated_at: (data as { updated_at: string }).updated_at };
}

async function contactMessage(subject: string) {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.contact_messages (full_name, email, subject, message, language)
     values ('Петар', 'petar@example.com', $1, 'Здраво', 'sr_cyrillic') returning id`,
    [subject],
  );
  return rows[0]!.id;
}

describe('decide_reports', () => {
  it('resolves or dismisses each report, and refuses a stale one naming who decided it', async () => {
    const reports = await Promise.all([
      creatorReport(),
      contentReport('organization'),
      contentReport('business'),
    ]);
    const items = await Promise.all(reports.map(seen));
    // Another editor (the admin) dismisses the second one first.
    const earlier = await actors.admin.client.rpc('decide_reports', {
      reports: [items[1]],
      outcome: 'dismissed',
      note: 'Nothing wrong.',
    });
    expect(earlier.error).toBeNull();
    expect((earlier.data as Answer[])[0]?.status).toBe(200);

    const { data, error } = await actors.editor.client.rpc('decide_reports', {
      reports: [
        ...items,
        { kind: 'creator', id: randomUUID(), seen_updated_at: items[0]!.seen_updated_at },
        { kind: 'x' },
      ],
      outcome: 'resolved',
      note: 'Fixed the listing.',
    });
    expect(error).toBeNull();
    const answers = data as Answer[];
    expect(answers.map((answer) => answer.status)).toEqual([200, 409, 200, 404, 400]);
    expect(answers[1]?.conflict).toMatchObject({ status: 'dismissed' });
    expect(answers[1]?.conflict?.by).toBe('Marko Admin');
    expect((await storedRow(server.db, 'creator_reports', items[0]!.id))?.status).toBe('resolved');
    const dismissed = await storedRow(server.db, 'content_reports', items[1]!.id);
    expect(dismissed).toMatchObject({ status: 'dismissed', review_note: 'Nothing wrong.' });
    expect((await storedRow(server.db, 'content_reports', items[2]!.id))?.status).toBe('resolved');
    // The status trigger logged who decided each.
    const log = await server.db.query<{ actor_id: string }>(
      `select actor_id from public.moderation_log where row_id = $1 and to_status = 'resolved'`,
      [items[0]!.id],
    );
    expect(log.rows).toEqual([{ actor_id: actors.editor.userId }]);
  });

  it('refuses a report that changed since the editor read it', async () => {
    const item = await seen(await creatorReport());
    await server.db.query(
      `update public.creator_reports set reason = 'Spam, and more' where id = $1`,
      [item.id],
    );
    const { data } = await actors.editor.client.rpc('decide_reports', {
      reports: [item],
      outcome: 'resolved',
      note: 'Done.',
    });
    expect((data as Answer[])[0]).toMatchObject({ status: 409, conflict: { status: 'open' } });
    expect((await storedRow(server.db, 'creator_reports', item.id))?.status).toBe('open');
  });

  it('needs a note and at most 50 reports, and refuses anyone but an editor', async () => {
    const item = await seen(await creatorReport());
    const editor = actors.editor.client;
    const blank = await editor.rpc('decide_reports', {
      reports: [item],
      outcome: 'resolved',
      note: ' ',
    });
    expect(blank.error).toMatchObject({ code: '22023', details: 'report_note_required' });
    const many = await editor.rpc('decide_reports', {
      reports: Array.from({ length: 51 }, () => item),
      outcome: 'resolved',
      note: 'x',
    });
    expect(many.error?.code).toBe('22023');
    const outcome = await editor.rpc('decide_reports', {
      reports: [item],
      outcome: 'deleted',
      note: 'x',
    });
    expect(outcome.error?.code).toBe('22023');
    for (const name of notEditors) {
      const { error } = await actors[name].client.rpc('decide_reports', {
        reports: [item],
        outcome: 'dismissed',
        note: 'Not mine to decide.',
      });
      // A visitor has no execute grant at all; a member is refused by is_editor().
      expect(['42501', 'PGRST202', 'PGRST429'], name).toContain(error?.code);
    }
    expect((await storedRow(server.db, 'creator_reports', item.id))?.status).toBe('open');
  });
});

describe('handle_contact_messages', () => {
  it('marks several handled with one note, refusing one handled meanwhile', async () => {
    const [first, second] = await Promise.all(['Hall rental', 'Choir'].map(contactMessage));
    await actors.admin.client.rpc('handle_contact_messages', {
      messages: [{ id: second, seen_status: 'open' }],
      action: 'handled',
    });
    const { data, error } = await actors.editor.client.rpc('handle_contact_messages', {
      messages: [
        { id: first, seen_status: 'open' },
        { id: second, seen_status: 'open' },
        { id: 'not-a-uuid', seen_status: 'open' },
      ],
      action: 'handled',
      note: 'Answered by mail.',
    });
    expect(error).toBeNull();
    const answers = data as Answer[];
    expect(answers.map((answer) => answer.status)).toEqual([200, 409, 400]);
    expect(answers[1]?.conflict).toMatchObject({ status: 'handled' });
    expect(answers[1]?.conflict?.by).toBe('Marko Admin');
    expect(await storedRow(server.db, 'contact_messages', first!)).toMatchObject({
      status: 'handled',
      handled_note: 'Answered by mail.',
      handled_by: actors.editor.userId,
    });
    // Reopened, both are open again.
    const reopened = await actors.editor.client.rpc('handle_contact_messages', {
      messages: [
        { id: first, seen_status: 'handled' },
        { id: second, seen_status: 'handled' },
      ],
      action: 'open',
    });
    expect((reopened.data as Answer[]).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await storedRow(server.db, 'contact_messages', second!))?.status).toBe('open');
  });

  it('deletes several, answering 404 for one already gone', async () => {
    const [first, second] = await Promise.all(['Spam 1', 'Spam 2'].map(contactMessage));
    await server.db.query('delete from public.contact_messages where id = $1', [second]);
    const { data } = await actors.editor.client.rpc('handle_contact_messages', {
      messages: [
        { id: first, seen_status: 'open' },
        { id: second, seen_status: 'open' },
      ],
      action: 'delete',
    });
    expect((data as Answer[]).map((answer) => answer.status)).toEqual([200, 404]);
    expect(await storedRow(server.db, 'contact_messages', first!)).toBeUndefined();
  });

  it('refuses anyone but an editor, and more than 50 messages', async () => {
    const id = await contactMessage('Private');
    for (const name of notEditors) {
      const { error } = await actors[name].client.rpc('handle_contact_messages', {
        messages: [{ id, seen_status: 'open' }],
        action: 'delete',
      });
      expect(['42501', 'PGRST202', 'PGRST429'], name).toContain(error?.code);
    }
    expect(await storedRow(server.db, 'contact_messages', id)).toBeDefined();
    const many = await actors.editor.client.rpc('handle_contact_messages', {
      messages: Array.from({ length: 51 }, () => ({ id, seen_status: 'open' })),
      action: 'handled',
    });
    expect(many.error?.code).toBe('22023');
  });
});
