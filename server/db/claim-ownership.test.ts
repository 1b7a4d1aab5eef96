import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { editorNotices, outboxTo } from '../test/outbox.ts';
import { confirmLink, receivedText } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { type Actor, signedInActor } from './test-actors.ts';
import { decideClaim } from '../test/decide.ts';

/**
 * Issue 19: a claim leads to owning the profile. Through supabase-js as the
 * browser calls it (anon claimant, editor, a user who is no editor), with
 * mail delivered to a real SMTP receiver.
 */

let server: ServerWithSmtp;
let editor: Actor;
let other: Actor;
let ipCounter = 0;

beforeAll(async () => {
  server = await startServerWithSmtp({ TRUST_PROXY: 'loopback' });
  editor = await signedInActor(server, 'editor', ['editor']);
  other = await signedInActor(server, 'other');
});
afterAll(() => server.close());

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function publishedCreator(name: string) {
  const { rows } = await server.db.query<{ id: string; slug: string; email_public: string }>(
    `insert into public.creators (name_eng, status, email_public, submission_language)
     values ($1, 'published', $2, 'sr_cyrillic') returning id::text, slug, email_public`,
    [name, `public-${unique()}@example.com`],
  );
  return rows[0]!;
}

/** request-creator-claim as the claim page calls it, then the emailed token. */
async function requestClaim(slug: string, email: string, language = 'sr_latin') {
  ipCounter += 1;
  const { error } = await server.client().functions.invoke('request-creator-claim', {
    body: { slug, email, proof: 'My channel links to this page.' },
    headers: { 'X-Forwarded-For': `198.51.100.${ipCounter}`, 'X-Language': language },
  });
  expect(error).toBeNull();
  const mail = (await outboxTo(server.db, email)).find((m) => m.template === 'creator_claim');
  const token = new URL(String(mail!.data.link)).searchParams.get('token')!;
  const { rows } = await server.db.query<{ id: string; language: string }>(
    `select c.id::text, c.language from public.creator_claims c
     join public.creators p on p.id = c.creator_id where p.slug = $1 and lower(c.email) = lower($2)`,
    [slug, email],
  );
  return { token, claim: rows[0]! };
}

async function verify(token: string) {
  const { data, error } = await server.client().rpc('verify_creator_claim', { token });
  expect(error).toBeNull();
  expect(data).toBe('verified');
}

async function creatorRow(id: string) {
  const { rows } = await server.db.query<{ status: string; owner_user_id: string | null }>(
    'select status, owner_user_id::text from public.creators where id = $1',
    [id],
  );
  return rows[0]!;
}

describe('a claimant without an account', () => {
  it('verifies, is approved, signs up, confirms, and owns the profile', async () => {
    const creator = await publishedCreator('Kanal Zavičaj');
    const email = `claimant-${unique()}@example.com`;
    const { token, claim } = await requestClaim(creator.slug, email);
    expect(claim.language).toBe('sr_latin');

    await verify(token);
    // Only the claim changed: the profile stays published, without owner.
    expect(await creatorRow(creator.id)).toEqual({ status: 'published', owner_user_id: null });
    // The claimant hears it in the language and script of the claim page (Latin here).
    expect(await receivedText(server.smtp, email, 'Zahtev je potvrđen: Kanal Zavičaj')).toContain(
      'Urednici će sada pregledati dokaz.',
    );
    // The profile's public address hears that someone claimed it, in its language.
    const notice = await receivedText(
      server.smtp,
      creator.email_public,
      'Неко је затражио профил „Kanal Zavičaj“',
    );
    expect(notice).toContain(`/creator/${creator.slug}`);
    // Editors get a claim notice, not a "new submission".
    expect(await editorNotices(server.db, editor.email!, claim.id)).toEqual([
      { source_table: 'creator_claims', title: 'Kanal Zavičaj', digested: false },
    ]);
    const { rows: kinds } = await server.db.query<{ kind: string }>(
      'select kind from public.editor_notifications where record_id = $1',
      [claim.id],
    );
    expect(kinds.map((row) => row.kind)).toEqual(['claim']);

    // Nobody but an editor approves.
    const byOther = await decideClaim(other.client, claim.id, true);
    expect(byOther.error?.code).toBe('42501');
    const byVisitor = await decideClaim(server.client(), claim.id, true);
    expect(byVisitor.error).not.toBeNull();

    const approval = await decideClaim(editor.client, claim.id, true);
    expect(approval).toMatchObject({ error: null, data: 'approved_without_account' });
    expect(await creatorRow(creator.id)).toEqual({ status: 'published', owner_user_id: null });
    const invitation = await receivedText(server.smtp, email, 'Zahtev je odobren: Kanal Zavičaj');
    expect(invitation).toContain(
      `${server.config.siteUrl}/signup?email=${encodeURIComponent(email)}`,
    );

    // Signing up does not give the profile to an unconfirmed account.
    const after = server.smtp.messages.length;
    const client = server.client();
    const signUp = await client.auth.signUp({ email, password: 'correct horse battery 7' });
    expect(signUp.error).toBeNull();
    expect((await creatorRow(creator.id)).owner_user_id).toBeNull();

    // Confirming the address attaches it.
    const confirmation = await server.smtp.waitFor(email, 10_000, after);
    const tokenHash = confirmLink(confirmation).searchParams.get('token_hash')!;
    const confirmed = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(confirmed.error).toBeNull();
    const userId = confirmed.data.user!.id;
    expect(await creatorRow(creator.id)).toEqual({ status: 'published', owner_user_id: userId });

    // My Creator Profiles (the dashboard's query) lists it.
    const mine = await client.from('creators').select('id, status').eq('owner_user_id', userId);
    expect(mine.data).toEqual([{ id: creator.id, status: 'published' }]);
    // The public profile now has an owner: the claim link is gone, a new claim is refused.
    const visible = await server
      .client()
      .from('creators')
      .select('owner_user_id')
      .eq('id', creator.id)
      .single();
    expect(visible.data?.owner_user_id).toBe(userId);
    ipCounter += 1;
    const again = await server.client().functions.invoke('request-creator-claim', {
      body: { slug: creator.slug, email: `late-${unique()}@example.com`, proof: 'me too' },
      headers: { 'X-Forwarded-For': `198.51.100.${ipCounter}` },
    });
    expect(again.error).not.toBeNull();
  });
});

describe('a claimant with a confirmed account', () => {
  it('stores a known language with the claim mail, never a 1,250-character X-Language', async () => {
    const creator = await publishedCreator('Long Header');
    const email = `long-language-${unique()}@example.com`;
    const { claim } = await requestClaim(creator.slug, email, 'sr_latin'.repeat(156) + 'xx');
    const { rows } = await server.db.query<{ locale: string }>(
      "select locale from public.mail_outbox where to_address = $1 and template = 'creator_claim'",
      [email],
    );
    // Before issue 34 the header went into the outbox as it came.
    expect(rows).toEqual([{ locale: 'en' }]);
    expect(claim.language).toBe('en');
  });

  it('owns the profile at approval and is told so', async () => {
    const creator = await publishedCreator('Podcast Most');
    const { token, claim } = await requestClaim(creator.slug, other.email!, 'en');
    await verify(token);
    const approval = await decideClaim(editor.client, claim.id, true);
    expect(approval.data).toBe('approved');
    expect((await creatorRow(creator.id)).owner_user_id).toBe(other.userId);
    const approved = await receivedText(server.smtp, other.email!, 'Claim approved: Podcast Most');
    expect(approved).toContain(`${server.config.siteUrl}/dashboard?tab=creators`);
  });
});

describe('rejecting a claim', () => {
  it('needs a reason, which the claimant receives and the audit log keeps', async () => {
    const creator = await publishedCreator('Pozorište Senka');
    const email = `rejected-${unique()}@example.com`;
    const { token, claim } = await requestClaim(creator.slug, email, 'en');
    await verify(token);
    const reject = (client: SupabaseClient, reason?: string) =>
      decideClaim(client, claim.id, false, reason);

    const noReason = await reject(editor.client);
    expect(noReason.error?.message).toBe('A reason is required to reject a claim.');
    const blank = await reject(editor.client, '   ');
    expect(blank.error).not.toBeNull();
    const byOther = await reject(other.client, 'no');
    expect(byOther.error?.code).toBe('42501');

    const rejected = await reject(editor.client, 'The channel does not link to this profile.');
    expect(rejected).toMatchObject({ error: null, data: 'rejected' });
    expect(await receivedText(server.smtp, email, 'Claim not approved: Pozorište Senka')).toContain(
      'The reason: The channel does not link to this profile.',
    );
    const { rows } = await server.db.query<{ to_status: string; note: string; actor: string }>(
      `select to_status, note, actor_id::text as actor from public.moderation_log
       where table_name = 'creator_claims' and row_id = $1 order by created_at`,
      [claim.id],
    );
    expect(rows.at(-1)).toEqual({
      to_status: 'rejected',
      note: 'The channel does not link to this profile.',
      actor: editor.userId,
    });
    expect(await creatorRow(creator.id)).toEqual({ status: 'published', owner_user_id: null });
  });
});
