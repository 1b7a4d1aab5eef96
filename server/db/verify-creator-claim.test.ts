import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { storedRow } from './test-rows.ts';

/** The claim flow: create_creator_claim (server only) and verify_creator_claim (public RPC). */

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
  it('verifies once: claim to pending_admin_review, token cleared, creator to pending_review', async () => {
    const creator = await buildCreator(server.db);
    const { claim_id, token } = await requestClaim(String(creator.slug));
    expect(await verify(token)).toBe('verified');
    expect(await storedRow(server.db, 'creator_claims', claim_id!)).toMatchObject({
      status: 'pending_admin_review',
      verification_token_hash: null,
    });
    expect((await storedRow(server.db, 'creators', creator.id))?.status).toBe('pending_review');
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
