import { type RateLimit, type RateLimitStore, withinLimit } from '../http/rate-limit.ts';
import type { RequestRole } from './http/request-role.ts';
import { RestError } from './http/rest-error.ts';
import {
  accountsPerAddress,
  portalWriteLimits,
  rpcReadLimit,
  rpcWriteLimit,
  tableReadLimit,
  rpcWriteLimits,
} from './rest-limits.ts';
import type { SchemaCache } from './schema/schema-types.ts';

/**
 * The rate limits of /rest/v1 (the table is in rest-limits.ts): counted
 * before the request is parsed or any SQL runs, per client address and per
 * account. Table reads are counted all together, with a limit far above
 * what a page or a shared address reaches (tableReadLimit): what one read
 * may cost is capped by REST_MAX_ROWS, the filter caps and the statement
 * timeout, and this caps how often one client may ask it.
 */

const hour = 60 * 60_000;

export interface LimitedRequest {
  method: string;
  /** `table` for /rest/v1/name, `rpc` for /rest/v1/rpc/name. */
  target: 'table' | 'rpc';
  name: string;
  role: RequestRole;
  clientIp: string;
}

/** `sub` of a signed-in user's token, or undefined. */
function accountOf(role: RequestRole): string | undefined {
  if (role.role !== 'authenticated') return undefined;
  const sub = (JSON.parse(role.claims) as { sub?: unknown }).sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

/** A function only reads when no overload of its name is volatile (or it is called by GET). */
function isRpcRead(cache: SchemaCache, method: string, name: string) {
  if (method === 'GET' || method === 'HEAD') return true;
  return (cache.functions.get(name) ?? []).every((fn) => fn.volatility !== 'v');
}

interface Rule {
  bucket: string;
  perAddress: RateLimit;
  perAccount: RateLimit;
}

function ruleFor(cache: SchemaCache, request: LimitedRequest): Rule | undefined {
  const { method, name } = request;
  if (request.target === 'rpc') {
    const read = isRpcRead(cache, method, name);
    const own = Object.hasOwn(rpcWriteLimits, name) ? rpcWriteLimits[name] : undefined;
    const rule = read ? rpcReadLimit : (own ?? rpcWriteLimit);
    return { bucket: `rpc-${read ? 'read' : 'write'}:${name}`, perAddress: rule, perAccount: rule };
  }
  if (method === 'GET' || method === 'HEAD')
    return { bucket: 'read', perAddress: tableReadLimit, perAccount: tableReadLimit };
  // Counted on the portal's own tables only (rest-limits.ts).
  const limits = portalWriteLimits(name);
  if (!limits) return undefined;
  const insert = method === 'POST' || method === 'PUT';
  if (request.role.role === 'anon') {
    const anon = { limit: limits.anonInserts, windowMs: hour };
    return { bucket: `anon-write:${name}`, perAddress: anon, perAccount: anon };
  }
  const perAccount = insert ? limits.userInserts : limits.userChanges;
  return {
    bucket: `${insert ? 'insert' : 'change'}:${name}`,
    perAddress: { limit: perAccount * accountsPerAddress, windowMs: hour },
    perAccount: { limit: perAccount, windowMs: hour },
  };
}

function scaled(rule: RateLimit, multiplier: number): RateLimit {
  return { limit: rule.limit * multiplier, windowMs: rule.windowMs };
}

function tooManyRequests(rule: RateLimit) {
  const seconds = Math.ceil((rule.windowMs - (Date.now() % rule.windowMs)) / 1000);
  return new RestError(
    429,
    'PGRST429',
    'Too many requests',
    `At most ${rule.limit} such requests per ${Math.round(rule.windowMs / 60_000)} minutes from one client`,
    'Wait before trying again',
    { 'Retry-After': String(Math.max(1, seconds)) },
  );
}

/** Counts the request; throws 429 PGRST429 with Retry-After past a limit. */
export async function checkRestRateLimit(
  store: RateLimitStore,
  cache: SchemaCache,
  request: LimitedRequest,
  /** REST_RATE_LIMIT_MULTIPLIER: 1 in production; benchmarks, load tests and the conformance runner raise it (it also scales the rows-per-POST cap). */
  multiplier: number,
) {
  if (request.role.role === 'service_role') return;
  const rule = ruleFor(cache, request);
  if (!rule) return;
  const perAddress = scaled(rule.perAddress, multiplier);
  const role = request.role.role;
  if (!(await withinLimit(store, `rest:${rule.bucket}:${role}:ip:${request.clientIp}`, perAddress)))
    throw tooManyRequests(perAddress);
  const account = accountOf(request.role);
  if (account === undefined) return;
  const perAccount = scaled(rule.perAccount, multiplier);
  if (!(await withinLimit(store, `rest:${rule.bucket}:user:${account}`, perAccount)))
    throw tooManyRequests(perAccount);
}
