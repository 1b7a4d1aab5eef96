import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, createActors } from '../db/test-actors.ts';
import { renderMail } from '../mail/render-mail.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The editors' list of contact messages (issue 20) through supabase-js, as
 * the web app reads and changes it: only editors and admins read messages
 * and mark them handled or reopen them; the database records who and when;
 * nobody reads the sender's address hash or writes anything else.
 */

let server: TestServer;
let actors: Actors;
let ipCounter = 0;

async function sendMessage(subject: string) {
  ipCounter += 1;
  const { error } = await server.client().functions.invoke('send-contact-message', {
    body: {
      fullname: 'Jelena Marković',
      email: 'jelena@example.com',
      subject,
      message: 'Can our choir join the festival?',
    },
    headers: { 'X-Forwarded-For': `198.51.100.${ipCounter}` },
  });
  expect(error).toBeNull();
  const { rows } = await server.db.query<{ id: string }>(
    'select id::text from public.contact_messages where subject = $1',
    [subject],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  actors = await createActors(server);
});

afterAll(async () => {
  await server?.close();
});

const columns =
  'id, full_name, email, subject, message, language, created_at, status, handled_note, handled_at, handled_by';

describe('contact messages for editors', () => {
  it('are read by editors and admins only, newest first, without the sender address hash', async () => {
    const first = await sendMessage('First question');
    const second = await sendMessage('Second question');
    for (const actor of [actors.anon, actors.owner, actors.other]) {
      const { data } = await actor.client.from('contact_messages').select(columns);
      expect(data ?? [], actor.name).toEqual([]);
    }
    for (const actor of [actors.editor, actors.admin]) {
      const { data, error } = await actor.client
        .from('contact_messages')
        .select(columns)
        .order('created_at', { ascending: false });
      expect(error, actor.name).toBeNull();
      const ids = (data ?? []).map((row) => row.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(data!.find((row) => row.id === first)).toMatchObject({
        full_name: 'Jelena Marković',
        email: 'jelena@example.com',
        message: 'Can our choir join the festival?',
        language: 'en',
        status: 'open',
        handled_at: null,
      });
      const hash = await actor.client.from('contact_messages').select('sender_ip_hash');
      expect(hash.error, actor.name).not.toBeNull();
    }
    const { count } = await actors.editor.client
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'open');
    expect(count).toBeGreaterThanOrEqual(2);
  });

  it('are marked handled with a note and reopened by editors; others change nothing', async () => {
    const id = await sendMessage('Choir at the festival');
    for (const actor of [actors.anon, actors.owner]) {
      const { error, count } = await actor.client
        .from('contact_messages')
        .update({ status: 'handled' }, { count: 'exact' })
        .eq('id', id);
      expect(error === null ? count : 0, actor.name).toBe(0);
    }
    const handled = await actors.editor.client
      .from('contact_messages')
      .update({ status: 'handled', handled_note: 'Answered: yes, from 2 p.m.' }, { count: 'exact' })
      .eq('id', id);
    expect(handled.error).toBeNull();
    expect(handled.count).toBe(1);
    const { rows } = await server.db.query<Record<string, unknown>>(
      `select status, handled_note, handled_by::text, handled_at is not null as has_time
       from public.contact_messages where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      status: 'handled',
      handled_note: 'Answered: yes, from 2 p.m.',
      handled_by: actors.editor.userId,
      has_time: true,
    });

    const reopened = await actors.admin.client
      .from('contact_messages')
      .update({ status: 'open' })
      .eq('id', id);
    expect(reopened.error).toBeNull();
    const { data } = await actors.admin.client
      .from('contact_messages')
      .select('status, handled_at, handled_by')
      .eq('id', id);
    expect(data).toEqual([{ status: 'open', handled_at: null, handled_by: null }]);

    // Only the status and the note: not the message, not the handler.
    const forged = await actors.editor.client
      .from('contact_messages')
      .update({ message: 'Changed', handled_by: actors.owner.userId })
      .eq('id', id);
    expect(forged.error).not.toBeNull();
    const bad = await actors.editor.client
      .from('contact_messages')
      .update({ status: 'deleted' })
      .eq('id', id);
    expect(bad.error).not.toBeNull();
    const tooLong = await actors.editor.client
      .from('contact_messages')
      .update({ status: 'handled', handled_note: 'x'.repeat(4001) })
      .eq('id', id);
    expect(tooLong.error?.message ?? '').toContain('handled_note');
    const deleted = await actors.editor.client.from('contact_messages').delete().eq('id', id);
    expect(deleted.error).not.toBeNull();
    expect(
      (await server.db.query('select 1 from public.contact_messages where id = $1', [id])).rows,
    ).toHaveLength(1);
  });

  it('lists the message in the editors’ next digest, linked to it in their list', async () => {
    const id = await sendMessage('Link to the list');
    await server.db.query('select public.compose_editor_digests(0)');
    const { rows } = await server.db.query<{ locale: string; data: Record<string, unknown> }>(
      `select locale, data from public.mail_outbox
       where to_address = $1 and template = 'editor_digest'
         and data -> 'items' @> jsonb_build_array(jsonb_build_object('id', $2::text))`,
      [actors.editor.email, id],
    );
    expect(rows).toHaveLength(1);
    const rendered = renderMail({ template: 'editor_digest', ...rows[0]! }, server.config.siteUrl);
    expect(rendered.text).toContain(
      `Message from the contact page: Link to the list — Jelena Marković <jelena@example.com> — ${server.config.siteUrl}/admin?tab=messages&item=${id}`,
    );
  });
});
