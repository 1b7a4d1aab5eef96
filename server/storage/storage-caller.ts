import type { Context } from 'hono';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Queryable } from '../db/database.ts';
import { findTrustedKey } from '../jwt-trusted-keys.ts';
import { apiRoles, type ApiRole, secretBytes } from '../keys.ts';
import { decodeProtectedHeader } from 'jose';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

/**
 * Who a /storage/v1 request runs as (PROTOCOL.md §5.4): the role and claims
 * of the Bearer JWT (or, as Supabase's gateway does, of the `apikey` header
 * when there is no Authorization), and the transaction every statement of
 * the request runs in, with that role and those claims set exactly as
 * /rest/v1 sets them, so the policies on storage.buckets / storage.objects
 * decide.
 */

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** The JWT's `sub`: the owner of what the caller creates. */
  sub?: string;
}

export const anonymous: Caller = { role: 'anon', claims: { role: 'anon' } };
export const serviceRole: Caller = { role: 'service_role', claims: { role: 'service_role' } };

function bearerToken(c: Context): string | undefined {
  const authorization = c.req.header('Authorization');
  if (authorization !== undefined) {
    const match = /^bearer\s+(.*)$/i.exec(authorization.trim());
    return match ? match[1]!.trim() : authorization.trim();
  }
  const apikey = c.req.header('apikey');
  return apikey === undefined ? undefined : apikey.trim();
}

async function verify(token: string, context: StorageContext) {
  let key: Parameters<typeof jwtVerify>[1] = secretBytes(context.jwtSecret);
  if (context.trustedKeys.length > 0) {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'HS256') {
      const trusted = findTrustedKey(context.trustedKeys, header.kid, header.alg);
      if (!trusted) throw new Error('no matching key');
      key = trusted.key;
    }
  }
  const algorithms = ['HS256', ...new Set(context.trustedKeys.map((trusted) => trusted.alg))];
  return (await jwtVerify(token, key, { algorithms })).payload;
}

/**
 * The caller of a request. `required`: a route that needs a valid JWT
 * answers 400 AccessDenied with jose's message (no token at all: "Invalid
 * Compact JWS", which the storage-js suite checks); otherwise a missing or
 * invalid token makes the caller anon.
 */
export async function callerOf(
  c: Context,
  context: StorageContext,
  required: boolean,
): Promise<Caller> {
  const token = bearerToken(c);
  let claims: Record<string, unknown>;
  try {
    if (!token) throw new joseErrors.JWSInvalid('Invalid Compact JWS');
    claims = await verify(token, context);
  } catch (error) {
    if (!required) return anonymous;
    const message =
      error instanceof joseErrors.JOSEError ? error.message : 'signature verification failed';
    throw storageErrors.accessDenied(message);
  }
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !(apiRoles as readonly string[]).includes(role)) {
    if (!required) return anonymous;
    throw storageErrors.accessDenied('Invalid JWT role');
  }
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
  return { role: role as ApiRole, claims: { ...claims, role }, sub };
}

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** e.g. 'storage.object.upload', read in SQL by storage.operation(). */
  operation: string;
}

export function requestInfo(c: Context, operation: string): RequestInfo {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (name !== 'cookie' && name !== 'authorization') headers[name] = value;
  });
  const url = new URL(c.req.url);
  return { method: c.req.method, path: url.pathname + url.search, headers, operation };
}

const setupSql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)," +
  " set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.sub', $3, true)," +
  " set_config('request.headers', $4, true), set_config('request.method', $5, true)," +
  " set_config('request.path', $6, true), set_config('storage.operation', $7, true)," +
  " set_config('statement_timeout', $8, true)";

/** Runs `work` in one transaction as `caller` (service_role bypasses RLS, as on Supabase). */
export function asCaller<T>(
  context: StorageContext,
  caller: Caller,
  request: RequestInfo,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return context.db.transaction(async (tx) => {
    await tx.query(setupSql, [
      caller.role,
      JSON.stringify(caller.claims),
      caller.sub ?? '',
      JSON.stringify(request.headers),
      request.method,
      request.path,
      request.operation,
      `${context.config.restStatementTimeoutMs}ms`,
    ]);
    return work(tx);
  });
}

/** A probe: runs `work` as `caller` and always rolls it back (its errors still come out). */
export async function probeAsCaller(
  context: StorageContext,
  caller: Caller,
  request: RequestInfo,
  work: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const rolledBack = Symbol('rolled back');
  try {
    await asCaller(context, caller, request, async (tx) => {
      await work(tx);
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
}
