import type { RequestRole } from './http/request-role.ts';
import { RestError } from './http/rest-error.ts';
import {
  defaultRpcArgumentLimit,
  maxRowsPerWrite,
  maxWriteBodyLength,
  portalWriteLimits,
  rpcArgumentLimits,
} from './rest-limits.ts';

/**
 * The work one anon or authenticated request may ask of the database,
 * checked before any SQL runs (the limits are in rest-limits.ts). The
 * service role, the server's own, is not capped.
 */

/** 413 PGRST413 when a write body is longer than the role may send. */
export function checkBodyLength(role: RequestRole, body: string) {
  const cap = maxWriteBodyLength[role.role];
  if (cap === undefined || body.length <= cap) return;
  throw new RestError(
    413,
    'PGRST413',
    'Payload Too Large',
    `At most ${cap} characters per write request; this one has ${body.length}`,
  );
}

/**
 * 413 PGRST413 when a POST body holds more rows than the role may write at
 * once to a portal table (times REST_RATE_LIMIT_MULTIPLIER, 1 in production).
 */
export function checkRowCount(role: RequestRole, table: string, rows: number, multiplier = 1) {
  const base = maxRowsPerWrite[role.role];
  if (base === undefined || !portalWriteLimits(table)) return;
  const cap = base * multiplier;
  if (rows <= cap) return;
  throw new RestError(
    413,
    'PGRST413',
    'Too many rows in one request',
    `At most ${cap} ${cap === 1 ? 'row' : 'rows'} per request; this one has ${rows}`,
    'Send the rows one request at a time',
  );
}

/** 400 PGRST100-style error when an argument of a function is longer than its cap. */
export function checkRpcArguments(role: RequestRole, fn: string, args: unknown) {
  if (role.role === 'service_role' || typeof args !== 'object' || args === null) return;
  const cap = rpcArgumentLimits[fn] ?? defaultRpcArgumentLimit;
  for (const [name, value] of Object.entries(args)) {
    const length = typeof value === 'string' ? value.length : JSON.stringify(value ?? null).length;
    if (length > cap)
      throw new RestError(
        400,
        'PGRST100',
        `The argument "${name}" of ${fn} is too long: at most ${cap} characters`,
        `It has ${length} characters`,
        null,
      );
  }
}
