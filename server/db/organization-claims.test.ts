import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../../db/seed/factories.ts';
import { renderMail } from '../mail/render-mail.ts';
import { decideClaim } from '../test/decide.ts';
import { invokeFunction } from '../test/invoke-function.ts';
import { editorNotices, outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, signedInActor } from './test-actors.ts';

/**
 * Claims of an organization (0831) through the one claim machinery of
 * creators and businesses (decision 015): a published organization without
 * admins is claimed, the claimant confirms the address, the editors hear of
 * it and decide naming the version they saw (0700), and an approved claim
 * makes the claimant an admin, at once or when the address gets an account.
 */

let server: TestServer;
let editor: Actor;
let secondEditor: Actor;
let address = 0;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  editor = await signedInActor(server, 'editor', ['editor']);
  secondEditor = await signedInActor(server, 'editor', ['editor']);
});
afterAll(() => server.close());

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function organization(overrides: Record<string, unknown> = {}) {
  const row = await buildOrganization(server.db, {
    name_en: 'Serbian Folklore Ensemble',
    name_sr_cyrl: 'Фолклорни ансамбл',
    email: `office-${unique()}@example.com`,
    ...overrides,
  });
  return { id: String(row.id), slug: String(row.slug), email: String(row.email) };
}

async function requestClaim(slug: string, email: string) {
  address += 1;
  const client = server.client();
  return invokeFunction(
    client,
    'request-organization-claim',
    { slug, email, proof: 'I am the president; the minutes are attached.' },
    `203.0.113.${address}`,
  );
}

async function claimOf(organizationId: string) {
  const { rows } = await server.db.query<{ id: string; status: string; target_kind: string }>(
    `select id::text, status, target_kind from public.creator_claims
     where organization_id = $1 order by created_at desc limit 1`,
    [organizationId],
  );
  return rows[0];
}

async function verify(email: string) {
  const mail = (await outboxTo(server.db, email)).find((m) => m.template === 'creator_claim');
  const link = new URL(String(mail!.data.link));
  expect(link.pathname).toBe('/creators/verify-claim');
  expect(link.searchParams.get('kind')).toBe('organization');
  const { data } = await server
    .client()
    .rpc('verify_creator_claim', { token: link.searchParams.get('token') });
  return data as string;
}

async function admins(organizationId: string) {
  const { rows } = await server.db.query<{ email: string }>(
    `select u.email from public.organization_admins a join auth.users u on u.id = a.user_id
     where a.organization_id = $1 order by u.email`,
    [organizationId],
  );
  return rows.map((row) => row.email);
}

describe('claiming an organization', () => {
  it('makes the claimant an admin once an editor approves, with the mails', async () => {
    const org = await organization();
    const claimant = await buildUser(server.db, { email: `president-${unique()}@example.com` });
    expect((await requestClaim(org.slug, claimant.email)).status).toBe(200);
    expect(await verify(claimant.email)).toBe('verified');
    const claim = (await claimOf(org.id))!;
    expect(claim).toMatchObject({ status: 'pending_admin_review', target_kind: 'organization' });
    // The organization's public address hears of it; the editors get it in their digest.
    const notice = (await outboxTo(server.db, org.email)).find(
      (m) => m.template === 'creator_claimed_notice',
    );
    expect(notice?.data.kind).toBe('organization');
    expect(await editorNotices(server.db, editor.email!, claim.id)).toEqual([
      expect.objectContaining({
        source_table: 'creator_claims',
        title: 'Serbian Folklore Ensemble',
      }),
    ]);
    // The editors' queue reads the claim with its organization.
    const { data: queued } = await editor.client
      .from('creator_claims')
      .select('id, organizations(name_en, slug)')
      .eq('id', claim.id)
      .single();
    expect(queued).toMatchObject({ organizations: { slug: org.slug } });

    const { data, error } = await decideClaim(editor.client, claim.id, true);
    expect(error).toBeNull();
    expect(data).toBe('approved');
    expect(await admins(org.id)).toEqual([claimant.email]);
    const approved = (await outboxTo(server.db, claimant.email)).find(
      (m) => m.template === 'creator_claim_approved',
    )!;
    const mail = renderMail(
      { template: 'creator_claim_approved', locale: 'en', data: approved.data },
      'https://z.example',
    );
    expect(mail.subject).toBe('Claim approved: Serbian Folklore Ensemble');
    expect(mail.text).toContain('You are now an admin of the organization');
    expect(mail.text).toContain(`https://z.example/org/${org.slug}/manage`);
  });

  it('refuses a stale decision: the second editor is told who decided', async () => {
    const org = await organization();
    const email = `stale-${unique()}@example.com`;
    await requestClaim(org.slug, email);
    await verify(email);
    const claim = (await claimOf(org.id))!;
    const { data: seen } = await secondEditor.client
      .from('creator_claims')
      .select('updated_at')
      .eq('id', claim.id)
      .single();
    expect((await decideClaim(editor.client, claim.id, true)).error).toBeNull();
    const late = await secondEditor.client.rpc('decide_claim', {
      claim_id: claim.id,
      approve: false,
      seen_updated_at: (seen as { updated_at: string }).updated_at,
      reason: 'No proof.',
    });
    expect(late.status).toBe(409);
    expect(JSON.parse(late.error!.details)).toMatchObject({ status: 'approved' });
  });

  it('gives the organization to an address without account when it signs up', async () => {
    const org = await organization();
    const email = `later-${unique()}@example.com`;
    await requestClaim(org.slug, email);
    await verify(email);
    const claim = (await claimOf(org.id))!;
    expect((await decideClaim(editor.client, claim.id, true)).data).toBe(
      'approved_without_account',
    );
    expect(await admins(org.id)).toEqual([]);
    await buildUser(server.db, { email });
    expect(await admins(org.id)).toEqual([email]);
  });

  it('is refused for an organization that has admins, or that is not published', async () => {
    const member = await signedInActor(server, 'owner');
    const run = await organization({ author_id: member.userId });
    const refused = await requestClaim(run.slug, `someone-${unique()}@example.com`);
    expect(refused).toMatchObject({ status: 409, body: { code: 'not_claimable' } });
    const pending = await organization({ status: 'pending_review' });
    const missing = await requestClaim(pending.slug, `someone-${unique()}@example.com`);
    expect(missing).toMatchObject({ status: 404, body: { code: 'organization_not_found' } });
    const { data } = await server.client().rpc('organization_claimable', { organization: run.id });
    expect(data).toBe(false);
  });

  it('voids a claim when the organization got an admin meanwhile', async () => {
    const org = await organization();
    const email = `second-${unique()}@example.com`;
    await requestClaim(org.slug, email);
    await verify(email);
    const claim = (await claimOf(org.id))!;
    const first = await buildUser(server.db, {});
    await server.db.query(
      'insert into public.organization_admins (organization_id, user_id) values ($1, $2)',
      [org.id, first.id],
    );
    expect((await decideClaim(editor.client, claim.id, true)).data).toBe('already_owned');
    expect(await admins(org.id)).toEqual([first.email]);
  });

  it('is rejected with a reason the claimant reads', async () => {
    const org = await organization();
    const email = `rejected-${unique()}@example.com`;
    await requestClaim(org.slug, email);
    await verify(email);
    const claim = (await claimOf(org.id))!;
    const { data } = await decideClaim(editor.client, claim.id, false, 'Not a board member.');
    expect(data).toBe('rejected');
    const mail = (await outboxTo(server.db, email)).find(
      (m) => m.template === 'creator_claim_rejected',
    );
    expect(mail?.data).toMatchObject({ kind: 'organization', note: 'Not a board member.' });
    expect(await admins(org.id)).toEqual([]);
  });
});
