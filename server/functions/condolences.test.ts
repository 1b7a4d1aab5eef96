import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemorial } from '../../db/seed/factories.ts';
import { type Actor, signedInActor } from '../db/test-actors.ts';
import { outboxTo } from '../test/outbox.ts';
import { addressSequence, functionInvoker } from '../test/invoke-function.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The condolence book of a memorial (0410, leave-condolence, light-candle):
 * visitors confirm by mail, moderation by editors and the memorial's
 * submitter, what each role reads, and the limits.
 */

let server: TestServer;
let editor: Actor;
let submitter: Actor;
let stranger: Actor;

/** Each call comes from its own address (TRUST_PROXY=loopback), so rate limits stay per test. */
const freshIp = addressSequence('203.0');

const invoke = functionInvoker(() => server, freshIp);

const condolence = (slug: string, extra: Record<string, unknown> = {}) => ({
  memorialSlug: slug,
  authorName: 'Mira Jovanović',
  relation: 'Neighbour',
  message: 'Rest in peace, dear friend.',
  ...extra,
});

async function readAs(actor: Actor | null, memorialId: string) {
  const client = actor?.client ?? server.client();
  const { data, error } = await client
    .from('memorial_condolences')
    .select('id, author_name, message, status')
    .eq('memorial_id', memorialId)
    .order('created_at', { ascending: false });
  expect(error).toBeNull();
  return data ?? [];
}

async function tokenFromMail(address: string) {
  const mail = (await outboxTo(server.db, address)).filter(
    (message) => message.template === 'condolence_confirm',
  );
  const link = new URL(String(mail.at(-1)!.data.link));
  expect(link.pathname).toBe('/condolences/confirm');
  return link.searchParams.get('token')!;
}

async function newMemorial(overrides: Record<string, unknown> = {}) {
  const row = await buildMemorial(server.db, overrides);
  return { id: String(row.id), slug: String(row.slug), full_name: String(row.full_name) };
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  editor = await signedInActor(server, 'editor', ['editor']);
  submitter = await signedInActor(server, 'owner');
  stranger = await signedInActor(server, 'other');
});
afterAll(() => server?.close());

describe('condolences', () => {
  it('a visitor confirms by mail; only then the submitter hears of it and moderates it', async () => {
    const memorial = await newMemorial({ submitter_id: submitter.userId });
    const email = `visitor-${Date.now()}@example.com`;
    const left = await invoke('leave-condolence', condolence(memorial.slug, { email }));
    expect(left).toEqual({ status: 200, body: { ok: true, status: 'unconfirmed' } });

    // Unconfirmed: nobody sees it, not even editors, and the submitter has no mail yet.
    expect(await readAs(editor, memorial.id)).toEqual([]);
    expect(await readAs(submitter, memorial.id)).toEqual([]);
    const notices = async () =>
      (await outboxTo(server.db, submitter.email!)).filter(
        (mail) => mail.template === 'condolence_received',
      );
    expect(await notices()).toEqual([]);

    const token = await tokenFromMail(email);
    const anon = server.client();
    expect((await anon.rpc('confirm_condolence', { token: 'wrong' })).data).toBe('invalid_or_used');
    expect((await anon.rpc('confirm_condolence', { token })).data).toBe('confirmed');
    expect((await anon.rpc('confirm_condolence', { token })).data).toBe('invalid_or_used');

    expect((await notices()).map((mail) => mail.data)).toEqual([
      {
        name: memorial.full_name,
        slug: memorial.slug,
        author: 'Mira Jovanović',
        message: 'Rest in peace, dear friend.',
      },
    ]);
    // Pending: the editor and the submitter see it; the public and a stranger do not.
    expect(await readAs(editor, memorial.id)).toHaveLength(1);
    const [pending] = await readAs(submitter, memorial.id);
    expect(pending).toMatchObject({ status: 'pending', author_name: 'Mira Jovanović' });
    expect(await readAs(null, memorial.id)).toEqual([]);
    expect(await readAs(stranger, memorial.id)).toEqual([]);

    // A stranger cannot approve it; the submitter can.
    const refused = await stranger.client
      .from('memorial_condolences')
      .update({ status: 'approved' }, { count: 'exact' })
      .eq('id', pending!.id);
    expect(refused.count).toBe(0);
    const approved = await submitter.client
      .from('memorial_condolences')
      .update({ status: 'approved' }, { count: 'exact' })
      .eq('id', pending!.id);
    expect(approved.error).toBeNull();
    expect(approved.count).toBe(1);
    expect(await readAs(null, memorial.id)).toMatchObject([
      { author_name: 'Mira Jovanović', status: 'approved' },
    ]);
    // The visitor is told it is published (issue 38), once; their address is then forgotten.
    const told = (await outboxTo(server.db, email)).filter(
      (mail) => mail.template === 'condolence_published',
    );
    expect(told.map((mail) => mail.data)).toEqual([
      { name: memorial.full_name, slug: memorial.slug },
    ]);
    const kept = await server.db.query(
      'select 1 from public.condolence_writers where condolence_id = $1',
      [pending!.id],
    );
    expect(kept.rows).toEqual([]);
  });

  it("never lets anon or a signed-in user read a visitor's email or who wrote a condolence", async () => {
    const memorial = await newMemorial();
    await invoke('leave-condolence', condolence(memorial.slug, { email: 'private@example.com' }));
    for (const client of [server.client(), stranger.client, editor.client]) {
      for (const table of ['condolence_confirmations', 'condolence_writers']) {
        const { data, error } = await client.from(table).select('email');
        expect(data ?? []).toEqual([]);
        expect(error).not.toBeNull();
      }
    }
    const authors = await server.client().from('memorial_condolences').select('author_user_id');
    expect(authors.error).not.toBeNull();
  });

  it('a signed-in author goes straight to moderation; an editor approves or rejects', async () => {
    const memorial = await newMemorial({ submitter_id: submitter.userId });
    const first = await invoke('leave-condolence', condolence(memorial.slug), { actor: stranger });
    expect(first.body).toEqual({ ok: true, status: 'pending' });
    await invoke(
      'leave-condolence',
      condolence(memorial.slug, { authorName: 'Petar', message: 'Vječnaja pamjat.' }),
      { actor: stranger },
    );
    // The stranger, though its author, does not read it back while pending.
    expect(await readAs(stranger, memorial.id)).toEqual([]);
    const rows = await readAs(editor, memorial.id);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    const [newest, oldest] = rows;
    for (const [row, status] of [
      [newest!, 'approved'],
      [oldest!, 'rejected'],
    ] as const) {
      const { error, count } = await editor.client
        .from('memorial_condolences')
        .update({ status }, { count: 'exact' })
        .eq('id', row.id);
      expect(error).toBeNull();
      expect(count).toBe(1);
    }
    expect(await readAs(null, memorial.id)).toMatchObject([{ author_name: 'Petar' }]);
    // The signed-in writer hears of the approved one only, at their account's address.
    const told = (await outboxTo(server.db, stranger.email!)).filter(
      (mail) => mail.template === 'condolence_published',
    );
    expect(told).toHaveLength(1);
    // Nobody can move a condolence back to unconfirmed or pending, nor change its text.
    const back = await editor.client
      .from('memorial_condolences')
      .update({ status: 'pending' })
      .eq('id', newest!.id);
    expect(back.error).not.toBeNull();
    const edit = await editor.client
      .from('memorial_condolences')
      .update({ message: 'changed' })
      .eq('id', newest!.id);
    expect(edit.error).not.toBeNull();
    const { rows: log } = await server.db.query<{ to_status: string; actor_id: string }>(
      `select to_status, actor_id::text from public.moderation_log
       where table_name = 'memorial_condolences' and row_id = $1`,
      [newest!.id],
    );
    expect(log).toEqual([{ to_status: 'approved', actor_id: editor.userId }]);
  });

  it('refuses a visitor without email, bad input, and a private or unpublished memorial', async () => {
    const memorial = await newMemorial();
    const noEmail = await invoke('leave-condolence', condolence(memorial.slug));
    expect(noEmail).toMatchObject({
      status: 400,
      body: { errors: { email: 'condolences.validation.emailRequired' } },
    });
    const invalid = await invoke(
      'leave-condolence',
      condolence(memorial.slug, { email: 'x@y.z', authorName: ' ', message: 'x'.repeat(2_001) }),
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        errors: {
          authorName: 'condolences.validation.nameRequired',
          message: 'condolences.validation.tooLong',
        },
      },
    });
    const hidden = await newMemorial({ visibility: 'private' });
    const draft = await newMemorial({ status: 'pending_review' });
    for (const slug of [hidden.slug, draft.slug, 'nobody']) {
      const answer = await invoke('leave-condolence', condolence(slug), { actor: stranger });
      expect(answer).toMatchObject({ status: 404, body: { code: 'memorial_not_found' } });
    }
    const { rows } = await server.db.query(
      'select 1 from public.memorial_condolences where memorial_id = any($1)',
      [[memorial.id, hidden.id, draft.id]],
    );
    expect(rows).toEqual([]);
  });

  it('a filled honeypot stores nothing and mails nobody', async () => {
    const memorial = await newMemorial();
    const answer = await invoke(
      'leave-condolence',
      condolence(memorial.slug, { email: 'bot@example.com', honeypot: 'http://spam' }),
    );
    expect(answer.status).toBe(200);
    expect(await outboxTo(server.db, 'bot@example.com')).toEqual([]);
  });

  it('limits confirmation mails per email address, whatever address asks', async () => {
    const memorial = await newMemorial();
    const email = `target-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await invoke('leave-condolence', condolence(memorial.slug, { email }))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await outboxTo(server.db, email)).toHaveLength(3);
  });

  it('limits condolences per client address', async () => {
    const memorial = await newMemorial();
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const email = `per-ip-${i}-${Date.now()}@example.com`;
      statuses.push(
        (await invoke('leave-condolence', condolence(memorial.slug, { email }), { ip })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('candles', () => {
  it('counts candles without storing who lit them, limited per address', async () => {
    const memorial = await newMemorial();
    const first = await invoke('light-candle', { memorialSlug: memorial.slug });
    expect(first).toEqual({ status: 200, body: { ok: true, count: 1 } });
    const second = await invoke('light-candle', { memorialSlug: memorial.slug });
    expect(second.body.count).toBe(2);
    const { data } = await server
      .client()
      .from('memorial_candles')
      .select('candle_count')
      .eq('memorial_id', memorial.id);
    expect(data).toEqual([{ candle_count: 2 }]);
    const { rows: columns } = await server.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'memorial_candles' order by column_name`,
    );
    expect(columns.map((row) => row.column_name)).toEqual(['candle_count', 'memorial_id']);

    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await invoke('light-candle', { memorialSlug: memorial.slug }, { ip })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const hidden = await newMemorial({ visibility: 'private' });
    expect(await invoke('light-candle', { memorialSlug: hidden.slug })).toMatchObject({
      status: 404,
    });
  });

  it('keeps the language each condolence was written in, for its lang on the page (0902)', async () => {
    const memorial = await newMemorial();
    // An account of its own: each account leaves a few condolences per ten minutes.
    const writer = await signedInActor(server, 'other');
    for (const [language, message] of [
      ['en', 'Rest in peace.'],
      ['sr_cyrillic', 'Почивај у миру.'],
      [undefined, 'Deepest sympathy.'],
    ] as const) {
      const { error } = await writer.client.functions.invoke('leave-condolence', {
        body: condolence(memorial.slug, { message }),
        headers: { 'X-Forwarded-For': freshIp(), ...(language && { 'X-Language': language }) },
      });
      expect(error).toBeNull();
    }
    await editor.client
      .from('memorial_condolences')
      .update({ status: 'approved' })
      .eq('memorial_id', memorial.id);
    const { data, error } = await server
      .client()
      .from('memorial_condolences')
      .select('message, language')
      .eq('memorial_id', memorial.id)
      .order('message');
    expect(error).toBeNull();
    expect(data).toEqual([
      // Without a page language, the call's language is English.
      { message: 'Deepest sympathy.', language: 'en' },
      { message: 'Rest in peace.', language: 'en' },
      { message: 'Почивај у миру.', language: 'sr_cyrillic' },
    ]);
    // Only the three languages are stored.
    const refused = await server.db
      .query(`update public.memorial_condolences set language = 'de' where memorial_id = $1`, [
        memorial.id,
      ])
      .catch((failure: { code?: string }) => failure);
    expect(refused).toMatchObject({ code: '23514' });
  });
});
