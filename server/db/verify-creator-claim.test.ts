import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, signedInActor } from './test-actors.ts';
import { storedRow } from './test-rows.ts';
import { decideClaim } from '../test/decide.ts';

/**
 * The claim flow: create_creator_claim (server only), verify_creator_claim
 * (public RPC) and approve_creator_claim (editors). A claim never changes
 * the creator's status; only approval assigns the owner, only to a
 * confirmed account, never replacing one (DESIGN.md section 5).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Created {
  outcome: string;
  claim_id: string | null;
  token: string | null;
}

async function requestClaim(slug: string): Promise<Created> {
  const { data, error } = await server.serviceClient().rpc('create_creator_claim', {
    creator_slug: slug,
    claimant_email: 'claimer@example.com',
    proof: 'I run the channel.',
  });
  expect(error).toBeNull();
  return (data as Created[])[0]!;
}

async function verify(token: string | null) {
  const { data, error } = await server.client().rpc('verify_creator_claim', { token });
  expect(error).toBeNull();
  return data as string;
}

describe('create_creator_claim', () => {
  it('claims a published profile without an owner and stores only a hash of the token', async () => {
    const creator = await buildCreator(server.db);
    const created = await requestClaim(String(creator.slug));
    expect(created.outcome).toBe('created');
    expect(created.token).toMatch(/^[0-9a-f]{64}$/);
    const claim = await storedRow(server.db, 'creator_claims', created.claim_id!);
    expect(claim).toMatchObject({ status: 'pending_email_verification', creator_id: creator.id });
    expect(claim?.verification_token_hash).toBe(
      createHash('sha256').update(created.token!).digest('hex'),
    );
    const expiresIn = new Date(String(claim?.token_expires_at)).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('refuses unpublished, owned and unknown profiles', async () => {
    const pending = await buildCreator(server.db, { status: 'pending_review' });
    const { id: ownerId } = (
      await server.db.query<{ id: string }>(
        "insert into auth.users (email) values ('own@example.com') returning id",
      )
    ).rows[0]!;
    const owned = await buildCreator(server.db, { owner_user_id: ownerId });
    expect((await requestClaim(String(pending.slug))).outcome).toBe('creator_not_found');
    expect((await requestClaim('no-such-creator')).outcome).toBe('creator_not_found');
    expect((await requestClaim(String(owned.slug))).outcome).toBe('not_claimable');
  });

  it('cannot be called by visitors or users', async () => {
    const { error } = await server.client().rpc('create_creator_claim', {
      creator_slug: 'x',
      claimant_email: 'a@example.com',
      proof: 'x',
    });
    expect(error?.code).toBe('42501');
  });
});

describe('verify_creator_claim', () => {
  it('verifies once: claim to pending_admin_review, token cleared, the creator untouched', async () => {
    const creator = await buildCreator(server.db);
    const { claim_id, token } = await requestClaim(String(creator.slug));
    expect(await verify(token)).toBe('verified');
    expect(await storedRow(server.db, 'creator_claims', claim_id!)).toMatchObject({
      status: 'pending_admin_review',
      verification_token_hash: null,
    });
    expect(await storedRow(server.db, 'creators', creator.id)).toMatchObject({
      status: 'published',
      owner_user_id: null,
    });
    expect(await verify(token)).toBe('invalid_or_used');
  });

  it('voids a claim verified after the profile got an owner, and leaves the profile alone', async () => {
    const creator = await buildCreator(server.db);
    const { claim_id, token } = await requestClaim(String(creator.slug));
    const owner = await buildUser(server.db);
    await server.db.query('update public.creators set owner_user_id = $1 where id = $2', [
      owner.id,
      creator.id,
    ]);
    expect(await verify(token)).toBe('already_owned');
    expect(await storedRow(server.db, 'creator_claims', claim_id!)).toMatchObject({
      status: 'void',
      verification_token_hash: null,
    });
    expect(await storedRow(server.db, 'creators', creator.id)).toMatchObject({
      status: 'published',
      owner_user_id: owner.id,
    });
    expect(await verify(token)).toBe('invalid_or_used');
  });

  it('reports a missing token', async () => {
    expect(await verify('')).toBe('no_token');
    expect(await verify('   ')).toBe('no_token');
    expect(await verify(null)).toBe('no_token');
  });

  it('reports an unknown token', async () => {
    expect(await verify('0'.repeat(64))).toBe('invalid_or_used');
  });

  it('reports an expired token and changes nothing', async () => {
    const creator = await buildCreator(server.db);
    const { claim_id, token } = await requestClaim(String(creator.slug));
    await server.db.query(
      "update public.creator_claims set token_expires_at = now() - interval '1 minute' where id = $1",
      [claim_id],
    );
    expect(await verify(token)).toBe('expired');
    expect((await storedRow(server.db, 'creator_claims', claim_id!))?.status).toBe(
      'pending_email_verification',
    );
    expect((await storedRow(server.db, 'creators', creator.id))?.status).toBe('published');
  });

  it('reports a creator that no longer exists', async () => {
    const creator = await buildCreator(server.db);
    const { claim_id, token } = await requestClaim(String(creator.slug));
    await server.db.query('delete from public.creators where id = $1', [creator.id]);
    expect(await verify(token)).toBe('creator_not_found');
    expect((await storedRow(server.db, 'creator_claims', claim_id!))?.status).toBe(
      'pending_email_verification',
    );
  });
});

/** A claim that passed email verification, as verify_creator_claim leaves it. */
async function verifiedClaim(email: string, creatorFields: Record<string, unknown> = {}) {
  const creator = await buildCreator(server.db, creatorFields);
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.creator_claims (creator_id, email, proof, status)
     values ($1, $2, 'I run the channel.', 'pending_admin_review') returning id::text`,
    [creator.id, email],
  );
  return { creatorId: String(creator.id), claimId: rows[0]!.id };
}

async function unconfirmedUser(email: string) {
  const { rows } = await server.db.query<{ id: string }>(
    'insert into auth.users (email) values ($1) returning id::text',
    [email],
  );
  return rows[0]!.id;
}

describe('approve_creator_claim', () => {
  let editor: Actor;
  beforeAll(async () => {
    editor = await signedInActor(server, 'editor', ['editor']);
  });
  const approve = async (claimId: string) => {
    // A claim no longer waiting is refused as already decided (PT409, 0700).
    const { data, error } = await decideClaim(editor.client, claimId, true);
    return error ? error.code : (data as string);
  };

  it('gives the profile to the confirmed account with the claim email and keeps its status', async () => {
    const user = await buildUser(server.db, { email: `confirmed-${Date.now()}@example.com` });
    const { creatorId, claimId } = await verifiedClaim(user.email.toUpperCase());
    expect(await approve(claimId)).toBe('approved');
    expect(await storedRow(server.db, 'creators', creatorId)).toMatchObject({
      owner_user_id: user.id,
      status: 'published',
    });
    expect(await storedRow(server.db, 'creator_claims', claimId)).toMatchObject({
      status: 'approved',
      awaiting_account: false,
    });
    expect(await approve(claimId)).toBe('PT409');
  });

  it('never gives the profile to an unconfirmed account; it attaches once the address is confirmed', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    const userId = await unconfirmedUser(email);
    const { creatorId, claimId } = await verifiedClaim(email);
    expect(await approve(claimId)).toBe('approved_without_account');
    expect((await storedRow(server.db, 'creators', creatorId))?.owner_user_id).toBeNull();
    expect(await storedRow(server.db, 'creator_claims', claimId)).toMatchObject({
      status: 'approved',
      awaiting_account: true,
    });
    await server.db.query('update auth.users set email_confirmed_at = now() where id = $1', [
      userId,
    ]);
    expect((await storedRow(server.db, 'creators', creatorId))?.owner_user_id).toBe(userId);
    expect((await storedRow(server.db, 'creator_claims', claimId))?.awaiting_account).toBe(false);
  });

  it('attaches to an account created confirmed after the approval', async () => {
    const email = `later-${Date.now()}@example.com`;
    const { creatorId, claimId } = await verifiedClaim(email);
    expect(await approve(claimId)).toBe('approved_without_account');
    const user = await buildUser(server.db, { email });
    expect((await storedRow(server.db, 'creators', creatorId))?.owner_user_id).toBe(user.id);
  });

  it('does not attach when the profile got an owner before the address was confirmed', async () => {
    const email = `slow-${Date.now()}@example.com`;
    const userId = await unconfirmedUser(email);
    const { creatorId, claimId } = await verifiedClaim(email);
    expect(await approve(claimId)).toBe('approved_without_account');
    const owner = await buildUser(server.db);
    await server.db.query('update public.creators set owner_user_id = $1 where id = $2', [
      owner.id,
      creatorId,
    ]);
    await server.db.query('update auth.users set email_confirmed_at = now() where id = $1', [
      userId,
    ]);
    expect((await storedRow(server.db, 'creators', creatorId))?.owner_user_id).toBe(owner.id);
    expect((await storedRow(server.db, 'creator_claims', claimId))?.awaiting_account).toBe(false);
  });

  it('never replaces an owner: a claim on an owned profile is void', async () => {
    const owner = await buildUser(server.db);
    const claimant = await buildUser(server.db, {
      email: `late-claimant-${Date.now()}@example.com`,
    });
    const { creatorId, claimId } = await verifiedClaim(claimant.email, {
      owner_user_id: owner.id,
    });
    expect(await approve(claimId)).toBe('already_owned');
    expect(await storedRow(server.db, 'creators', creatorId)).toMatchObject({
      owner_user_id: owner.id,
      status: 'published',
    });
    expect((await storedRow(server.db, 'creator_claims', claimId))?.status).toBe('void');
  });

  it('rejecting changes only the claim; editors cannot approve or edit a claim by update', async () => {
    const user = await buildUser(server.db, { email: `rejected-${Date.now()}@example.com` });
    const { creatorId, claimId } = await verifiedClaim(user.email);
    const before = await storedRow(server.db, 'creators', creatorId);
    for (const change of [
      { status: 'approved' },
      { status: 'void' },
      { email: 'someone-else@example.com' },
      { status: 'rejected', awaiting_account: true },
    ]) {
      const { error } = await editor.client.from('creator_claims').update(change).eq('id', claimId);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    // A rejection needs a reason (0270), and goes through decide_claim (0700).
    const noReason = await decideClaim(editor.client, claimId, false);
    expect(noReason.error?.code).toBe('23514');
    const rejected = await decideClaim(editor.client, claimId, false, 'No proof of ownership.');
    expect(rejected.error).toBeNull();
    expect((await storedRow(server.db, 'creator_claims', claimId))?.status).toBe('rejected');
    expect(await storedRow(server.db, 'creators', creatorId)).toEqual(before);
    expect(await approve(claimId)).toBe('PT409');
  });
});
