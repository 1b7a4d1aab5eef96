import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { failedVerifyLimit } from './factors.ts';
import { currentCode } from './totp.ts';

/** TOTP two-factor through supabase-js: enroll, challenge, verify, aal in the JWT, unenroll. */

const password = 'a long enough passphrase 42';

describe('TOTP factors', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function signedIn(email: string) {
    const admin = server.serviceClient().auth.admin;
    await admin.createUser({ email, password, email_confirm: true });
    const client = server.client();
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return client;
  }

  async function enrolled(email: string) {
    const client = await signedIn(email);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(error).toBeNull();
    return { client, factorId: data!.id, secret: data!.totp.secret };
  }

  it('enrolls with a QR code and the secret as text; verifying raises the session to aal2', async () => {
    const { client, factorId, secret } = await enrolled('mfa1@example.com');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all).toHaveLength(1);
    expect(factors.data?.totp).toHaveLength(0); // not verified yet

    const { data, error } = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: currentCode(secret),
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('totp');
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);

    // A refresh keeps the level: it belongs to the session.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    // A new sign-in starts at aal1, and the client sees aal2 is next.
    const other = server.client();
    await other.auth.signInWithPassword({ email: 'mfa1@example.com', password });
    const level = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // ... and cannot remove the factor or add another before the second step.
    const unenroll = await other.auth.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const enrollMore = await other.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrollMore.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  });

  it('the enrol answer has an SVG QR code and an otpauth URI', async () => {
    const client = await signedIn('mfaqr@example.com');
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const { rows } = await server.db.query<{ secret: string }>(
      'select secret from auth.mfa_factors where id = $1',
      [data!.id],
    );
    expect(rows[0]!.secret).not.toContain(data!.totp.secret);
  });

  it('a wrong or replayed code is refused; failures are limited per factor', async () => {
    const { client, factorId, secret } = await enrolled('mfa2@example.com');
    const wrong = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(wrong.error?.message).toContain('Invalid TOTP code');

    const code = currentCode(secret);
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    const replay = await client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replay.error).toMatchObject({ code: 'mfa_verification_failed' });

    let limited = null;
    for (let i = 0; i < failedVerifyLimit.limit + 1 && !limited; i++) {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: '111111' });
      if (error?.status === 429) limited = error;
    }
    expect(limited).not.toBeNull();
  });

  it('a challenge of another user’s factor is 404; no session is 401', async () => {
    const { factorId } = await enrolled('mfa3@example.com');
    const stranger = await signedIn('mfa4@example.com');
    const { error } = await stranger.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const anon = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(anon.status).toBe(401);
  });

  it('the service role lists and deletes a user’s factors; the user’s sessions drop to aal1', async () => {
    const { client, factorId, secret } = await enrolled('mfa5@example.com');
    await client.auth.mfa.challengeAndVerify({ factorId, code: currentCode(secret) });
    const userId = (await client.auth.getUser()).data.user!.id;
    const admin = server.serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([factorId]);
    const deleted = await admin.deleteFactor({ userId, id: factorId });
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(factorId);
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');

    const asUser = await fetch(`${server.url}/auth/v1/admin/users/${userId}/factors`, {
      headers: {
        apikey: server.keys.anonKey,
        Authorization: `Bearer ${refreshed.data.session!.access_token}`,
      },
    });
    expect(asUser.status).toBe(403);
  });
});

// Its own server: the suite above spends the verify limit of its one client address.
describe('removing the last factor', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function enrolledEditor() {
    const email = 'mfa6@example.com';
    await server.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
    const client = server.client();
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    return { client, factorId: data!.id, secret: data!.totp.secret };
  }

  it('an editor who removes their only factor is at aal1 after a refresh and moderates no more', async () => {
    const { client, factorId, secret } = await enrolledEditor();
    const raised = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: currentCode(secret),
    });
    expect(raised.error).toBeNull();
    const userId = (await client.auth.getUser()).data.user!.id;
    await server.db.query("insert into public.user_roles (user_id, role) values ($1, 'editor')", [
      userId,
    ]);
    expect((await client.rpc('is_editor')).data).toBe(true);

    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
    const { rows } = await server.db.query<{ aal: string }>(
      'select aal from auth.sessions where user_id = $1',
      [userId],
    );
    expect(rows.map((row) => row.aal)).toEqual(['aal1']);
    // So the role no longer moderates (0500_moderation_needs_two_factors.sql).
    expect((await client.rpc('is_editor')).data).toBe(false);
  });
});
