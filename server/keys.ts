import {
  SignJWT,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import { findTrustedKey, type TrustedKey } from './jwt-trusted-keys.ts';

/**
 * Keys as on Supabase: the anon and service-role keys are HS256 JWTs signed
 * with JWT_SECRET. Any JWT signed with the secret whose `role` is anon or
 * service_role works as that key, so operators and tests can mint their own.
 */

export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof apiRoles)[number];

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

const issuedAt = 1_767_225_600; // 2026-01-01: fixed, so the derived keys are stable across restarts
const expiresAt = 4_102_444_800; // 2100-01-01

export function secretBytes(secret: string) {
  return new TextEncoder().encode(secret);
}

export function signJwt(claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretBytes(secret));
}

export async function deriveApiKeys(secret: string): Promise<ApiKeys> {
  const key = (role: ApiRole) =>
    signJwt({ iss: 'zajednica', role, iat: issuedAt, exp: expiresAt }, secret);
  return { anonKey: await key('anon'), serviceRoleKey: await key('service_role') };
}

export type VerifiedJwt =
  | { ok: true; claims: JWTPayload & { role?: unknown } }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

/**
 * Verifies a JWT, 30 s clock skew: HS256 with the secret, or RS256/ES256 with
 * the JWT_JWKS key its `kid` names (`trustedKeys`). `alg: none`, other
 * algorithms and unknown keys are refused.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  trustedKeys: readonly TrustedKey[] = [],
): Promise<VerifiedJwt> {
  try {
    const { payload } = await jwtVerify(token, verificationKey(token, secret, trustedKeys), {
      algorithms: ['HS256', ...new Set(trustedKeys.map((trusted) => trusted.alg))],
      clockTolerance: 30,
    });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'invalid', message: detail };
  }
}

/** The secret for HS256 (and anything jose will refuse anyway), else the key the header names. */
function verificationKey(token: string, secret: string, trustedKeys: readonly TrustedKey[]) {
  if (trustedKeys.length === 0) return secretBytes(secret);
  const header = decodeProtectedHeader(token);
  if (header.alg === 'HS256') return secretBytes(secret);
  const trusted = findTrustedKey(trustedKeys, header.kid, header.alg);
  if (!trusted) throw new Error('no JWT_JWKS key matches the token\'s "kid" and "alg"');
  return trusted.key;
}
