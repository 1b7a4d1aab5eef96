import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildOrganization, buildUser } from '../../db/seed/factories.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../../server/test/server-with-smtp.ts';
import { confirmLink, type ReceivedMail } from '../../server/test/smtp-receiver.ts';
import { signInWithTwoFactors } from '../../server/test/two-factor-sign-in.ts';
import { startSecurityServer } from '../security-server.ts';

/**
 * Claims tried as an attacker would (issue 16): real HTTP from several
 * client addresses (TRUST_PROXY), email confirmation on, every link read
 * from the mail a real SMTP receiver got. No anonymous action may hide a
 * profile or change its owner; approval only ever gives an unowned profile
 * to a confirmed account; a reference to a hidden row answers like a
 * missing one.
 */

let server: ServerWithSmtp;
let editorToken: string;
let clients = 0;

beforeAll(async () => {
  server = await startServerWithSmtp(
    { AUTH_AUTOCONFIRM: 'false', TRUST_PROXY: 'loopback' },
    startSecurityServer,
  );
  const editor = await buildUser(server.db, {
    email: 'claims-editor@example.com',
    roles: ['editor'],
  });
  // Editors moderate with two factors (decision 018).
  editorToken = (await signInWithTwoFactors(server, editor)).session.access_token;
});
afterAll(() => server?.close());

/** Each request from its own simulated client address, so per-IP limits never decide a test. */
function clientAddress() {
  clients += 1;
  return `198.51.100.${clients}`;
}

async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${init.token ?? server.keys.anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': clientAddress(),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

const mailbox = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

function claimToken(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/creators\/verify-claim\?token=([0-9a-f]+)/.exec(text);
  if (!match) throw new Error(`No claim link in:\n${mail.raw}`);
  return match[1]!;
}

/** Requests a claim through the public function and reads the token from the mail it sends. */
async function claim(slug: string, email: string, proof = 'trust me') {
  const seen = server.smtp.messages.length;
  const answer = await call('/functions/v1/request-creator-claim', {
    body: { slug, email, proof },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return claimToken(await server.smtp.waitFor(email, 20_000, seen));
}

const verify = async (token: string) =>
  (await call('/rest/v1/rpc/verify_creator_claim', { body: { token } })).body;

/** What a visitor sees of a profile: its public row, or nothing. */
async function publicProfile(slug: string) {
  const answer = await call(`/rest/v1/creators?slug=eq.${slug}&select=slug,status`);
  expect(answer.status).toBe(200);
  return (answer.body as unknown[])[0];
}

async function stored(creatorId: string) {
  const { rows } = await server.db.query<{ status: string; owner_user_id: string | null }>(
    'select status, owner_user_id::text from public.creators where id = $1',
    [creatorId],
  );
  return rows[0]!;
}

async function claimIdOf(email: string) {
  const answer = await call(`/rest/v1/creator_claims?email=eq.${email}&select=id,status`, {
    token: editorToken,
  });
  return (answer.body as { id: string }[])[0]!.id;
}

/** The editor's approval, naming the version of the claim seen (0700). */
async function approve(claimId: string) {
  const seen = await call(`/rest/v1/creator_claims?id=eq.${claimId}&select=updated_at`, {
    token: editorToken,
  });
  const [claim] = seen.body as { updated_at: string }[];
  return (
    await call('/rest/v1/rpc/decide_claim', {
      body: { claim_id: claimId, approve: true, seen_updated_at: claim!.updated_at },
      token: editorToken,
    })
  ).body;
}

/** Signs up through /auth/v1 (confirmation on): the confirmation link it mails. */
async function signUp(email: string, password = `pass-${randomUUID()}`) {
  const seen = server.smtp.messages.length;
  const answer = await call('/auth/v1/signup', { body: { email, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return confirmLink(await server.smtp.waitFor(email, 20_000, seen));
}

async function confirmAddress(link: URL) {
  const answer = await call('/auth/v1/verify', {
    body: { token_hash: link.searchParams.get('token_hash'), type: link.searchParams.get('type') },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { access_token: string; user: { id: string } }).user.id;
}

async function accountId(email: string) {
  const { rows } = await server.db.query<{ id: string }>(
    'select id::text from auth.users where lower(email) = lower($1)',
    [email],
  );
  return rows[0]!.id;
}

describe('taking a profile down by claiming it', () => {
  it('a stranger verifying their own claim leaves the profile online', async () => {
    const creator = await buildCreator(server.db, { verified: true });
    const slug = String(creator.slug);
    const token = await claim(slug, mailbox('stranger'));
    expect(await verify(token)).toBe('verified');
    expect(await publicProfile(slug)).toEqual({ slug, status: 'published' });
    expect(await stored(String(creator.id))).toEqual({ status: 'published', owner_user_id: null });
  });

  it('rejecting the claim changes nothing on the profile', async () => {
    const creator = await buildCreator(server.db, { verified: true });
    const slug = String(creator.slug);
    const email = mailbox('rejected');
    expect(await verify(await claim(slug, email))).toBe('verified');
    const claimId = await claimIdOf(email);
    const seen = await call(`/rest/v1/creator_claims?id=eq.${claimId}&select=updated_at`, {
      token: editorToken,
    });
    const rejected = await call('/rest/v1/rpc/decide_claim', {
      body: {
        claim_id: claimId,
        approve: false,
        seen_updated_at: (seen.body as { updated_at: string }[])[0]!.updated_at,
        reason: 'No link to the profile.',
      },
      token: editorToken,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toBe('rejected');
    expect(await publicProfile(slug)).toEqual({ slug, status: 'published' });
    expect(await stored(String(creator.id))).toEqual({ status: 'published', owner_user_id: null });
  });
});

describe('claiming a profile that has an owner', () => {
  it('an owned profile cannot be claimed, and no mail goes out', async () => {
    const owner = await buildUser(server.db);
    const creator = await buildCreator(server.db, { owner_user_id: owner.id });
    const email = mailbox('grabber');
    const answer = await call('/functions/v1/request-creator-claim', {
      body: { slug: creator.slug, email, proof: 'trust me' },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'not_claimable',
        message: 'This profile already has an owner and cannot be claimed.',
      },
    });
    const { rows } = await server.db.query(
      'select 1 from public.creator_claims where lower(email) = lower($1)',
      [email],
    );
    expect(rows).toEqual([]);
    expect(await stored(String(creator.id))).toEqual({
      status: 'published',
      owner_user_id: owner.id,
    });
  });

  it('a claim verified after the profile got its owner is void', async () => {
    const creator = await buildCreator(server.db, { verified: true });
    const slug = String(creator.slug);
    const attacker = mailbox('late');
    const attackerToken = await claim(slug, attacker);
    // Meanwhile the real creator claims, verifies and is approved.
    const realEmail = mailbox('real-creator');
    const realId = await confirmAddress(await signUp(realEmail));
    expect(await verify(await claim(slug, realEmail, 'my channel links here'))).toBe('verified');
    expect(await approve(await claimIdOf(realEmail))).toBe('approved');
    expect(await stored(String(creator.id))).toEqual({
      status: 'published',
      owner_user_id: realId,
    });

    expect(await verify(attackerToken)).toBe('already_owned');
    expect(await publicProfile(slug)).toEqual({ slug, status: 'published' });
    expect(await stored(String(creator.id))).toEqual({
      status: 'published',
      owner_user_id: realId,
    });
  });
});

describe('approval', () => {
  it('never gives a profile to an unconfirmed account; the address owner gets it on confirming', async () => {
    const creator = await buildCreator(server.db, { verified: true });
    const victim = mailbox('victim');
    // The attacker registers the creator's address first; the confirmation goes to the creator.
    const confirmation = await signUp(victim);
    const unconfirmedId = await accountId(victim);
    // The creator claims with their own address; an editor approves.
    expect(await verify(await claim(String(creator.slug), victim, 'my channel'))).toBe('verified');
    expect(await approve(await claimIdOf(victim))).toBe('approved_without_account');
    expect(await stored(String(creator.id))).toEqual({ status: 'published', owner_user_id: null });
    // Only confirming the address (a link only its owner receives) attaches the profile.
    const confirmedId = await confirmAddress(confirmation);
    expect(confirmedId).toBe(unconfirmedId);
    expect(await stored(String(creator.id))).toEqual({
      status: 'published',
      owner_user_id: confirmedId,
    });
  });

  it('never replaces an owner, even when an editor approves a second claim', async () => {
    const creator = await buildCreator(server.db, { verified: true });
    const slug = String(creator.slug);
    const realEmail = mailbox('first-owner');
    const attacker = mailbox('second-claimant');
    const realId = await confirmAddress(await signUp(realEmail));
    await confirmAddress(await signUp(attacker));
    const realToken = await claim(slug, realEmail, 'my channel');
    const attackerToken = await claim(slug, attacker);
    expect(await verify(realToken)).toBe('verified');
    expect(await verify(attackerToken)).toBe('verified');
    expect(await approve(await claimIdOf(realEmail))).toBe('approved');
    expect(await approve(await claimIdOf(attacker))).toBe('already_owned');
    expect(await stored(String(creator.id))).toEqual({
      status: 'published',
      owner_user_id: realId,
    });
  });
});

describe('probing hidden rows through a reference', () => {
  it('an event naming a hidden organization answers exactly like one naming a missing one', async () => {
    const author = await buildUser(server.db);
    const hidden = String(
      (await buildOrganization(server.db, { status: 'pending_review', author_id: author.id })).id,
    );
    const missing = randomUUID();
    const prober = mailbox('prober');
    const password = `pass-${randomUUID()}`;
    await confirmAddress(await signUp(prober, password));
    const signIn = await call('/auth/v1/token?grant_type=password', {
      body: { email: prober, password },
    });
    expect(signIn.status).toBe(200);
    const token = (signIn.body as { access_token: string }).access_token;
    const probe = async (organizationId: string) => {
      const answer = await call('/rest/v1/events', {
        body: {
          id: randomUUID(),
          title_en: 'Probe',
          event_date: '2031-01-19',
          city_tag: 'toronto',
          organization_id: organizationId,
        },
        token,
        headers: { Prefer: 'return=minimal' },
      });
      return JSON.stringify(answer).replace(organizationId, '<id>');
    };
    const toHidden = await probe(hidden);
    const toMissing = await probe(missing);
    expect(toHidden).toBe(toMissing);
    expect(JSON.parse(toMissing)).toMatchObject({ status: 409, body: { code: '23503' } });
  });
});
