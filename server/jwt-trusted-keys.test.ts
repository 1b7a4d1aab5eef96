import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';
import { parseTrustedKeys } from './jwt-trusted-keys.ts';
import { verifyJwt } from './keys.ts';

const secret = 'a-test-secret-that-is-at-least-32-characters-long';

function rsaPair() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** A Supabase-style signing key file entry: the private JWK with kid and alg. */
function privateJwk(kid: string, pair = rsaPair()) {
  return { ...pair.privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', key_ops: ['sign'] };
}

function signRs256(claims: Record<string, unknown>, pair: ReturnType<typeof rsaPair>, kid: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
    .sign(pair.privateKey);
}

describe('parseTrustedKeys', () => {
  it('keeps only the public half of a private key, from a set or a bare array', () => {
    const jwk = privateJwk('k1');
    for (const text of [JSON.stringify({ keys: [jwk] }), JSON.stringify([jwk])]) {
      const [key] = parseTrustedKeys(text);
      expect(key).toMatchObject({ kid: 'k1', alg: 'RS256' });
      expect(key!.key.type).toBe('public');
    }
  });

  it('takes the algorithm from the key type when the key does not name it', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = { ...ec.publicKey.export({ format: 'jwk' }), kid: 'e1' };
    expect(parseTrustedKeys(JSON.stringify([jwk]))[0]).toMatchObject({ kid: 'e1', alg: 'ES256' });
  });

  it.each([
    ['not JSON', 'nope', /must be JSON/],
    ['an empty set', '{"keys": []}', /1 to 20 RSA or EC keys/],
    ['a key without kid', JSON.stringify([{ kty: 'RSA', n: 'x', e: 'AQAB' }]), /"kid"/],
    ['a secret key', JSON.stringify([{ kty: 'oct', k: 'abc', kid: 'o' }]), /RSA or EC/],
    ['a broken RSA key', JSON.stringify([{ kty: 'RSA', n: '', e: '', kid: 'r' }]), /not a valid/],
    [
      'an algorithm that does not fit the key',
      JSON.stringify([{ kty: 'RSA', n: 'x', e: 'AQAB', kid: 'r', alg: 'ES256' }]),
      /ES256 needs a EC key/,
    ],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parseTrustedKeys(text)).toThrow(message);
  });
});

describe('verifyJwt with JWT_JWKS keys', () => {
  const pair = rsaPair();
  const trusted = parseTrustedKeys(JSON.stringify([privateJwk('main', pair)]));

  it('accepts an RS256 token signed with the key its kid names', async () => {
    const token = await signRs256({ role: 'service_role' }, pair, 'main');
    expect(await verifyJwt(token, secret, trusted)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
  });

  it('refuses it when no keys are configured (the default)', async () => {
    const token = await signRs256({ role: 'service_role' }, pair, 'main');
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses an unknown kid, another key under a known kid, and a tampered payload', async () => {
    const unknownKid = await signRs256({ role: 'service_role' }, pair, 'other');
    const otherKey = await signRs256({ role: 'service_role' }, rsaPair(), 'main');
    const [header, , signature] = (await signRs256({ role: 'anon' }, pair, 'main')).split('.');
    const payload = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    for (const token of [unknownKid, otherKey, `${header}.${payload}.${signature}`]) {
      expect(await verifyJwt(token, secret, trusted)).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('refuses an HS256 token signed with the public key as its secret (algorithm confusion)', async () => {
    const publicPem = trusted[0]!.key.export({ type: 'spki', format: 'pem' }) as string;
    const token = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', kid: 'main' })
      .sign(new TextEncoder().encode(publicPem));
    expect(await verifyJwt(token, secret, trusted)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('still accepts HS256 tokens signed with the secret', async () => {
    const token = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect(await verifyJwt(token, secret, trusted)).toMatchObject({ ok: true });
  });

  it('reports an expired RS256 token as expired', async () => {
    const token = await signRs256(
      { role: 'anon', exp: Math.floor(Date.now() / 1000) - 120 },
      pair,
      'main',
    );
    expect(await verifyJwt(token, secret, trusted)).toMatchObject({ ok: false, reason: 'expired' });
  });
});

describe('JWT_JWKS in the configuration', () => {
  it('is empty by default and parsed when set', () => {
    expect(parseConfig({}).jwtTrustedKeys).toEqual([]);
    const config = parseConfig({ JWT_JWKS: JSON.stringify({ keys: [privateJwk('k')] }) });
    expect(config.jwtTrustedKeys.map((key) => key.kid)).toEqual(['k']);
  });

  it('names JWT_JWKS when it is wrong', () => {
    try {
      parseConfig({ JWT_JWKS: '[1]' });
      expect.unreachable('a bad JWT_JWKS must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'JWT_JWKS: must hold 1 to 20 RSA or EC keys, each with a "kid"',
      ]);
    }
  });
});
