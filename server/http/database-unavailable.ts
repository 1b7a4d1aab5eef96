/**
 * Whether an error means "the database cannot be reached right now" (a
 * restart, a failover, a lost connection) rather than "this request is wrong".
 * Such a request is answered 503 with Retry-After, never 500: the client may
 * try again, and the pg pool reconnects by itself once the database is back.
 */

/** Seconds a client should wait before retrying while the database is away. */
export const databaseRetryAfterSeconds = 5;

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports a dropped socket or a connect timeout without a code.
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return true;
    // 08xxx connection exceptions, 57P01-57P03 shutdown / crash / starting up, 53300 too many connections.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true;
    // The database itself is gone (dropped, renamed) or refuses our login: the
    // client can do nothing about it, and its name is not the client's business.
    if (code === '3D000' || code === '28000' || code === '28P01') return true;
  }
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' && lostConnectionMessages.some((text) => message.includes(text))
  );
}
