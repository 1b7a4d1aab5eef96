import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../../db/seed/factories.ts';
import { renderMail } from '../mail/render-mail.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import {
  accessToken,
  type Actor,
  type Actors,
  createActors,
  signedInActor,
} from './test-actors.ts';

/**
 * Co-admins by invitation (0830), as the browser's clients: only an
 * organization's admins invite, the mail goes out in the recipient's
 * language whether or not the address has an account (and the answer says
 * nothing about it), and the link makes an admin only of the signed-in
 * member whose confirmed address was invited, once, within 7 days. Waiting
 * and daily invitations are bounded per organization.
 */

let server: TestServer;
let actors: Actors;
let stranger: Actor;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  stranger = await signedInActor(server, 'other');
});
afterAll(() => server.close());

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * A published organization and its admin, a new member each time: the API
 * counts one account's invitations (rest-limits.ts), the database an
 * organization's.
 */
async function ownersOrganization() {
  const admin = await signedInActor(server, 'owner');
  const row = await buildOrganization(server.db, {
    author_id: admin.userId,
    name_en: 'St. Sava Parish',
    name_sr_cyrl: 'Парохија Светог Саве',
  });
  return { organization: String(row.id), admin };
}

/** Invitations sent earlier, straight into the table. */
async function earlierInvites(organization: string, count: number, status: string) {
  await server.db.query(
    `insert into public.organization_invites (organization_id, email, token_hash, status, expires_at)
     select $1::uuid, 'earlier-' || n || '-' || $1::text || '@example.com', md5(random()::text || n), $3,
       now() + interval '7 days'
     from generate_series(1, $2) n`,
    [organization, count, status],
  );
}

async function invite(actor: Actor, organization: string, email: string, language = 'en') {
  return actor.client.rpc('invite_organization_admin', { organization, email, language });
}

async function inviteMail(email: string) {
  const mails = (await outboxTo(server.db, email)).filter(
    (mail) => mail.template === 'organization_invite',
  );
  return mails.at(-1);
}

async function tokenFor(email: string) {
  return String((await inviteMail(email))!.data.token);
}

async function accept(actor: Actor, token: string) {
  const { data, error } = await actor.client.rpc('accept_organization_invite', { token });
  expect(error).toBeNull();
  return (data as { outcome: string }).outcome;
}

/** A member with a confirmed address, signed in. */
async function member(email: string, language?: string) {
  const user = await buildUser(server.db, { email });
  if (language) {
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('language', $2::text) where id = $1`,
      [user.id, language],
    );
  }
  const token = await accessToken(server, user.id, user.email);
  return {
    name: 'other',
    userId: user.id,
    email: user.email,
    accessToken: token,
    client: server.client({ accessToken: token }),
  } satisfies Actor;
}

async function isAdmin(organization: string, userId: string) {
  const { rows } = await server.db.query(
    'select 1 from public.organization_admins where organization_id = $1 and user_id = $2',
    [organization, userId],
  );
  return rows.length === 1;
}

describe('inviting a co-admin', () => {
  it('is for the organization’s admins only', async () => {
    const { organization } = await ownersOrganization();
    const email = `nobody-${unique()}@example.com`;
    for (const actor of [actors.anon, stranger, actors.editor, actors.admin]) {
      const { error } = await invite(actor, organization, email);
      expect(error, actor.name).not.toBeNull();
    }
    expect(await inviteMail(email)).toBeUndefined();
    const { data: seen } = await stranger.client
      .from('organization_invites')
      .select('id')
      .eq('organization_id', organization);
    expect(seen).toEqual([]);
  });

  it('answers the same for an address with or without an account, in the reader’s language', async () => {
    const { organization, admin } = await ownersOrganization();
    const known = `known-${unique()}@example.com`;
    await member(known, 'sr_latin');
    const unknown = `unknown-${unique()}@example.com`;

    const toKnown = await invite(admin, organization, known, 'sr_cyrillic');
    const toUnknown = await invite(admin, organization, unknown, 'sr_cyrillic');
    expect(toKnown).toEqual(toUnknown);
    expect(toKnown.data).toBe('invited');

    const { rows } = await server.db.query<{ to_address: string; locale: string }>(
      `select to_address, locale from public.mail_outbox
       where template = 'organization_invite' and to_address in ($1, $2) order by to_address`,
      [known, unknown],
    );
    // The account's chosen mail language, else the inviter's page language.
    expect(rows).toEqual([
      { to_address: known, locale: 'sr_latin' },
      { to_address: unknown, locale: 'sr_cyrillic' },
    ]);
    const mail = (await inviteMail(unknown))!;
    const rendered = renderMail(
      { template: 'organization_invite', locale: 'sr_cyrillic', data: mail.data },
      'https://z.example',
    );
    expect(rendered.subject).toContain('Парохија Светог Саве');
    expect(rendered.text).toContain('https://z.example/organizations/invite?token=');
    const latin = renderMail(
      { template: 'organization_invite', locale: 'sr_latin', data: mail.data },
      'https://z.example',
    );
    expect(latin.subject).toContain('Parohija Svetog Save');

    const { data: listed } = await admin.client
      .from('organization_invites')
      .select('email, status')
      .eq('organization_id', organization)
      .order('email');
    expect(listed).toEqual([
      { email: known, status: 'pending' },
      { email: unknown, status: 'pending' },
    ]);
  });

  it('waits until the organization is published: no unreviewed name is mailed', async () => {
    const { organization, admin } = await ownersOrganization();
    await server.db.query(
      `update public.organizations set status = 'pending_review' where id = $1`,
      [organization],
    );
    const email = `early-${unique()}@example.com`;
    const { data } = await invite(admin, organization, email);
    expect(data).toBe('not_published');
    expect(await inviteMail(email)).toBeUndefined();
  });

  it('refuses a malformed address and names an existing admin', async () => {
    const { organization, admin } = await ownersOrganization();
    const bad = await invite(admin, organization, 'not an address');
    expect(bad.error?.code).toBe('22023');
    const again = await invite(admin, organization, admin.email!);
    expect(again.data).toBe('already_admin');
  });

  it('is bounded: ten waiting invitations per organization', async () => {
    const { organization, admin } = await ownersOrganization();
    await earlierInvites(organization, 9, 'pending');
    const tenth = await invite(admin, organization, `tenth-${unique()}@example.com`);
    expect(tenth.data).toBe('invited');
    const eleventh = await invite(admin, organization, `eleventh-${unique()}@example.com`);
    expect(eleventh.data).toBe('too_many_pending');
  });

  it('is bounded: twenty a day per organization, withdrawn ones included', async () => {
    const { organization, admin } = await ownersOrganization();
    await earlierInvites(organization, 19, 'revoked');
    const twentieth = await invite(admin, organization, `twentieth-${unique()}@example.com`);
    expect(twentieth.data).toBe('invited');
    const overAddress = `over-${unique()}@example.com`;
    const over = await invite(admin, organization, overAddress);
    expect(over.data).toBe('daily_limit');
    expect(await inviteMail(overAddress)).toBeUndefined();
  });
});

describe('accepting an invitation', () => {
  it('makes the invited member an admin, once', async () => {
    const { organization, admin } = await ownersOrganization();
    const email = `helper-${unique()}@example.com`;
    await invite(admin, organization, email);
    const helper = await member(email);
    const token = await tokenFor(email);
    expect(await accept(helper, token)).toBe('accepted');
    expect(await isAdmin(organization, helper.userId)).toBe(true);
    // Reused: the link is spent.
    expect(await accept(helper, token)).toBe('invalid_or_used');
    const { data } = await admin.client
      .from('organization_invites')
      .select('status')
      .eq('organization_id', organization);
    expect(data).toEqual([{ status: 'accepted' }]);
  });

  it('refuses another account, and leaves the invitation for the right one', async () => {
    const { organization, admin } = await ownersOrganization();
    const email = `right-${unique()}@example.com`;
    await invite(admin, organization, email.toUpperCase());
    const token = await tokenFor(email);
    expect(await accept(stranger, token)).toBe('wrong_email');
    expect(await isAdmin(organization, stranger.userId!)).toBe(false);
    const right = await member(email);
    expect(await accept(right, token)).toBe('accepted');
  });

  it('refuses an address not yet confirmed', async () => {
    const { organization, admin } = await ownersOrganization();
    const email = `unconfirmed-${unique()}@example.com`;
    await invite(admin, organization, email);
    const pending = await member(email);
    await server.db.query('update auth.users set email_confirmed_at = null where id = $1', [
      pending.userId,
    ]);
    expect(await accept(pending, await tokenFor(email))).toBe('unconfirmed_email');
    expect(await isAdmin(organization, pending.userId)).toBe(false);
  });

  it('refuses an expired invitation', async () => {
    const { organization, admin } = await ownersOrganization();
    const email = `late-${unique()}@example.com`;
    await invite(admin, organization, email);
    await server.db.query(
      `update public.organization_invites set expires_at = now() - interval '1 minute'
       where lower(email) = lower($1)`,
      [email],
    );
    const late = await member(email);
    expect(await accept(late, await tokenFor(email))).toBe('expired');
    expect(await isAdmin(organization, late.userId)).toBe(false);
  });

  it('refuses a withdrawn or replaced invitation, and a visitor', async () => {
    const { organization, admin } = await ownersOrganization();
    const email = `withdrawn-${unique()}@example.com`;
    await invite(admin, organization, email);
    const first = await tokenFor(email);
    await invite(admin, organization, email);
    const second = await tokenFor(email);
    const invited = await member(email);
    expect(await accept(invited, first)).toBe('invalid_or_used');

    const { data: waiting } = await admin.client
      .from('organization_invites')
      .select('id')
      .eq('organization_id', organization)
      .eq('status', 'pending');
    const id = (waiting as { id: string }[])[0]!.id;
    const outsider = await stranger.client.rpc('revoke_organization_invite', { invite: id });
    expect(outsider.error).not.toBeNull();
    const revoked = await admin.client.rpc('revoke_organization_invite', { invite: id });
    expect(revoked.data).toBe(true);
    expect(await accept(invited, second)).toBe('invalid_or_used');

    const visitor = await actors.anon.client.rpc('accept_organization_invite', { token: second });
    expect(visitor.error).not.toBeNull();
    expect(await isAdmin(organization, invited.userId)).toBe(false);
  });
});
