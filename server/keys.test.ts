import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveApiKeys, signJwt, verifyJwt } from './keys.ts';

const secret = 'a-test-secret-that-is-at-least-32-characters-long';
const now = () => Math.floor(Date.now() / 1000);

function base64url(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodePart(token: string, index: 0 | 1) {
  return JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString('utf8'));
}

/** A token as an outside tool (another jose user, supabase CLI …) would mint it. */
function mint(claims: Record<string, unknown>, key = secret, alg = 'HS256') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(key));
}

describe('deriveApiKeys', () => {
  it('derives an anon and a service_role key that verify with the secret', async () => {
    const keys = await deriveApiKeys(secret);
    const anon = await verifyJwt(keys.anonKey, secret);
    const service = await verifyJwt(keys.serviceRoleKey, secret);
    expect(anon).toMatchObject({ ok: true, claims: { role: 'anon' } });
    expect(service).toMatchObject({ ok: true, claims: { role: 'service_role' } });
  });

  it('derives HS256 keys that are the same on every start', async () => {
    const first = await deriveApiKeys(secret);
    expect(await deriveApiKeys(secret)).toEqual(first);
    expect(decodePart(first.anonKey, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodePart(first.anonKey, 1).exp).toBeGreaterThan(now() + 50 * 365 * 24 * 3600);
  });

  it('derives other keys from another secret', async () => {
    const keys = await deriveApiKeys(`${secret}-other`);
    expect(keys.anonKey).not.toBe((await deriveApiKeys(secret)).anonKey);
    expect(await verifyJwt(keys.anonKey, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('verifyJwt', () => {
  it.each(['anon', 'service_role', 'authenticated'])(
    'accepts a %s token minted by anyone holding the secret',
    async (role) => {
      const token = await mint({ role, iat: now() });
      expect(await verifyJwt(token, secret)).toEqual({
        ok: true,
        claims: { role, iat: expect.any(Number) },
      });
    },
  );

  it('accepts a token without expiry, as Supabase keys minted by hand often are', async () => {
    const token = await mint({ role: 'anon' });
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: true, claims: { role: 'anon' } });
  });

  it('accepts what signJwt signs', async () => {
    const token = await signJwt({ role: 'service_role', sub: 'x' }, secret);
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: true, claims: { sub: 'x' } });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await mint({ role: 'service_role' }, `${secret}-wrong`);
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses alg none', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`;
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses other algorithms, even with the right secret', async () => {
    const token = await mint({ role: 'service_role' }, secret, 'HS512');
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = (await deriveApiKeys(secret)).anonKey.split('.');
    const payload = base64url({
      iss: 'zajednica',
      role: 'service_role',
      iat: 1_767_225_600,
      exp: 4_102_444_800,
    });
    expect(await verifyJwt(`${header}.${payload}.${signature}`, secret)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a tampered signature', async () => {
    const token = (await deriveApiKeys(secret)).anonKey;
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyJwt(flipped, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired token as expired', async () => {
    const token = await mint({ role: 'anon', exp: now() - 120 });
    expect(await verifyJwt(token, secret)).toEqual({
      ok: false,
      reason: 'expired',
      message: 'JWT expired',
    });
  });

  it('allows 30 seconds of clock skew', async () => {
    const token = await mint({ role: 'anon', exp: now() - 5 });
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: true });
  });

  it('refuses garbage', async () => {
    for (const token of ['', 'abc', 'a.b.c', `${base64url({ alg: 'HS256' })}..`]) {
      expect(await verifyJwt(token, secret), token).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });
});
