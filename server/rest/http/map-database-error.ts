import { checkViolation } from './check-violation.ts';
import { RestError } from './rest-error.ts';

/**
 * The one mapping from a PostgreSQL error to an HTTP answer (PROTOCOL.md §3.8).
 * Returns undefined for anything that is not a database error.
 */

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  table?: string;
  constraint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

const serverFaultClasses = ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58'];
const serverFaultPrefixes = ['F0', 'HV', 'XX'];

export function statusForSqlState(code: string, message: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '57P01' || code.startsWith('53')) return code === '53400' ? 500 : 503;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role ".*" does not exist$/.test(message) ? 401 : 400;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === 'P0') return 500;
  if (cls === 'PT' && /^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (serverFaultClasses.includes(cls) || serverFaultPrefixes.includes(cls)) return 500;
  return 400;
}

export function mapDatabaseError(error: unknown, role: string): RestError | undefined {
  if (!isDatabaseError(error)) return undefined;
  if (error.code === 'PGRST') return raisedPgrstError(error);
  if (error.code === '23514') {
    const named = checkViolation(error);
    if (named) return named;
  }
  const status = statusForSqlState(error.code, error.message, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  // A real server fault keeps its internals in the log, not in the response.
  if (status === 500 && !error.code.startsWith('P0') && error.code !== '57014')
    return new RestError(500, error.code, 'Internal server error', null, null, headers);
  return new RestError(
    status,
    error.code,
    error.message,
    error.detail || null,
    error.hint || null,
    headers,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

function cannotParseRaise(details: string, hint: string) {
  return new RestError(
    500,
    'PGRST121',
    `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
    details,
    hint,
  );
}

const messageHint =
  "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const detailHint =
  "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…}',
 * detail = '{"status":…,"headers":{…}}'`: the function chooses the status,
 * headers and error body (PostgREST); 500 PGRST121 when they do not parse.
 */
function raisedPgrstError(error: DatabaseErrorLike): RestError {
  const body = parsed(error.message);
  if (!isObject(body) || typeof body.code !== 'string' || typeof body.message !== 'string')
    return cannotParseRaise(`Invalid JSON value for MESSAGE: '${error.message}'`, messageHint);
  if (!error.detail)
    return cannotParseRaise('DETAIL is missing in the RAISE statement', detailHint);
  const detail = parsed(error.detail);
  const status = isObject(detail) ? detail.status : undefined;
  if (
    !isObject(detail) ||
    !Number.isInteger(status) ||
    (status as number) < 100 ||
    (status as number) > 599 ||
    !isObject(detail.headers) ||
    !Object.values(detail.headers).every((value) => typeof value === 'string')
  )
    return cannotParseRaise(`Invalid JSON value for DETAIL: '${error.detail}'`, detailHint);
  return new RestError(
    status as number,
    body.code,
    body.message,
    optionalText(body.details),
    optionalText(body.hint),
    detail.headers as Record<string, string>,
  );
}
