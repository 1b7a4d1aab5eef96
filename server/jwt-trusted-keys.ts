import { createPublicKey, type KeyObject, type webcrypto } from 'node:crypto';
import { z } from 'zod';

/**
 * JWT_JWKS: public keys whose RS256/ES256 signatures the server trusts as it
 * trusts JWT_SECRET's HS256 ones (Supabase's asymmetric signing keys, GoTrue's
 * GOTRUE_JWT_KEYS). A JSON Web Key Set `{"keys": [...]}` or a bare array; each
 * key needs a `kid` (tokens name the key that signed them). A private key may
 * be given (as Supabase's signing_keys.json holds them): only its public half
 * is kept. The server still signs its own tokens with JWT_SECRET only.
 */

export const trustedAlgorithms = ['RS256', 'ES256'] as const;
export type TrustedAlgorithm = (typeof trustedAlgorithms)[number];

export interface TrustedKey {
  kid: string;
  alg: TrustedAlgorithm;
  key: KeyObject;
}

const jwkSchema = z
  .object({
    kid: z.string().min(1).max(200),
    kty: z.enum(['RSA', 'EC']),
    alg: z.enum(trustedAlgorithms).optional(),
    crv: z.string().optional(),
  })
  .passthrough();

const jwksSchema = z.union([
  z.object({ keys: z.array(jwkSchema).min(1).max(20) }).transform((set) => set.keys),
  z.array(jwkSchema).min(1).max(20),
]);

function algorithmOf(jwk: z.infer<typeof jwkSchema>): TrustedAlgorithm {
  if (jwk.alg) return jwk.alg;
  return jwk.kty === 'RSA' ? 'RS256' : 'ES256';
}

/** Parses JWT_JWKS; throws an Error whose message says what is wrong (config.ts lists it). */
export function parseTrustedKeys(text: string): TrustedKey[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('must be JSON: a JSON Web Key Set {"keys": [...]} or an array of keys');
  }
  const parsed = jwksSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error('must hold 1 to 20 RSA or EC keys, each with a "kid"');
  }
  return parsed.data.map((jwk) => {
    const alg = algorithmOf(jwk);
    if ((alg === 'RS256') !== (jwk.kty === 'RSA')) {
      throw new Error(`key ${jwk.kid}: ${alg} needs a ${alg === 'RS256' ? 'RSA' : 'EC'} key`);
    }
    if (alg === 'ES256' && jwk.crv !== 'P-256') {
      throw new Error(`key ${jwk.kid}: ES256 needs the curve P-256`);
    }
    return { kid: jwk.kid, alg, key: publicKeyOf(jwk) };
  });
}

/** The public key of a JWK (private or public); RSA keys need at least 2048 bits. */
function publicKeyOf(jwk: z.infer<typeof jwkSchema>): KeyObject {
  let key: KeyObject | undefined;
  try {
    key = createPublicKey({ key: jwk as webcrypto.JsonWebKey, format: 'jwk' });
  } catch {
    key = undefined;
  }
  const bits = key?.asymmetricKeyDetails?.modulusLength ?? 0;
  if (!key || (jwk.kty === 'RSA' && bits < 2048)) {
    throw new Error(
      `key ${jwk.kid}: not a valid ${jwk.kty} key${jwk.kty === 'RSA' ? ' of at least 2048 bits' : ''}`,
    );
  }
  return key;
}

export function findTrustedKey(
  keys: readonly TrustedKey[],
  kid: unknown,
  alg: unknown,
): TrustedKey | undefined {
  return keys.find((candidate) => candidate.kid === kid && candidate.alg === alg);
}
