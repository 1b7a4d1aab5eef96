import type { FunctionErrorCode } from '../../domain/error-codes.ts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../domain/creator-schemas.ts';
import { isLanguage, type Language } from '../../domain/language.ts';
import {
  type FunctionAnswer,
  type ParsedFunctionInput,
  serverFunctions,
  type ServerFunctionName,
} from '../../domain/server-functions.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { clientKey, type ProxyTrust } from '../http/client-ip.ts';
import { containsNul } from '../http/contains-nul.ts';
import { BadJsonBody, parseJsonBody } from '../http/parse-json-body.ts';
import { type RateLimit, type RateLimitStore, withinLimit } from '../http/rate-limit.ts';
import { verifyJwt } from '../keys.ts';

/** What every function of /functions/v1 needs, and the answers they share. */

export interface FunctionContext {
  config: Config;
  db: Database;
  jwtSecret: string;
  rateLimits: RateLimitStore;
  trustProxy: ProxyTrust;
}

/** A failure answered as JSON with its status; supabase-js surfaces it as FunctionsHttpError. */
export class FunctionError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    readonly code: FunctionErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

const ok = (c: Context, body: Record<string, unknown> = {}) => c.json({ ok: true, ...body }, 200);

/** The fields of an answer besides `ok`: none at all for an answer that only says done. */
type FieldsBesidesOk<Answer> = keyof Omit<Answer, 'ok'> extends never
  ? Record<string, never>
  : Omit<Answer, 'ok'>;

/** The fields a function answers besides `ok` (of each member, for an answer that is a union). */
export type AnswerFields<Name extends ServerFunctionName> =
  FunctionAnswer<Name> extends infer Answer
    ? Answer extends unknown
      ? FieldsBesidesOk<Answer>
      : never
    : never;

/** Answers 200 with `ok: true` and the fields the function's answer schema declares (domain/server-functions.ts). */
export const answerFunction = <Name extends ServerFunctionName>(
  c: Context,
  _name: Name,
  fields: AnswerFields<Name>,
) => ok(c, fields as Record<string, unknown>);

/** Parses the JSON body with the form's schema: 400 validation_failed with field → message key. */
async function readInput<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let value: unknown;
  try {
    value = parseJsonBody(await c.req.text());
  } catch (error) {
    if (error instanceof BadJsonBody && error.reason === 'depth')
      throw new FunctionError(400, 'bad_json', `The request body's ${error.message}.`);
    throw new FunctionError(400, 'bad_json', 'The request body must be a JSON object.');
  }
  // PostgreSQL text cannot hold U+0000; refuse it here rather than fail in the query.
  if (containsNul(value)) {
    throw new FunctionError(400, 'bad_json', 'The request body must not contain NUL characters.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new FunctionError(
      400,
      'validation_failed',
      'Please check the form for errors.',
      fieldErrors(parsed.error),
    );
  }
  return parsed.data;
}

/** Parses the body with the function's input schema, the one of domain/server-functions.ts. */
export function readFunctionInput<Name extends ServerFunctionName>(
  c: Context,
  name: Name,
): Promise<ParsedFunctionInput<Name>> {
  // TypeScript cannot resolve z.output of a generic entry; each name's is its schema's output.
  return readInput(c, serverFunctions[name].input) as Promise<ParsedFunctionInput<Name>>;
}

/**
 * Verifies a Bearer token as /rest/v1 and /auth/v1 do: signed with JWT_SECRET
 * or with a JWT_JWKS key (issue 34: functions refused the latter).
 */
export function verifyCallerJwt(token: string, context: FunctionContext) {
  return verifyJwt(token, context.jwtSecret, context.config.jwtTrustedKeys);
}

/** `sub` of a valid signed-in user's token in the Authorization header, or undefined. */
async function accountOf(c: Context, context: FunctionContext): Promise<string | undefined> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) return undefined;
  const verified = await verifyCallerJwt(match[1]!, context);
  const sub = verified.ok ? verified.claims.sub : undefined;
  return verified.ok && verified.claims.role === 'authenticated' && typeof sub === 'string'
    ? sub
    : undefined;
}

/**
 * Counts the request against the limit of one function, per client address
 * and, for a signed-in caller, per account as well: 429 past either.
 */
export async function limitRequest(
  c: Context,
  context: FunctionContext,
  name: string,
  rule: RateLimit,
) {
  const keys = [`function-${name}:${clientKey(c, context.trustProxy)}`];
  const account = await accountOf(c, context);
  if (account !== undefined) keys.push(`function-${name}:user:${account}`);
  for (const key of keys) {
    if (!(await withinLimit(context.rateLimits, key, rule))) {
      throw new FunctionError(
        429,
        'over_request_rate_limit',
        'Too many requests. Please try again later.',
      );
    }
  }
}

/** The signed-in caller from the verified Bearer JWT, or null for the anon key or no token. */
export async function signedInUser(
  c: Context,
  context: FunctionContext,
  q: Queryable,
): Promise<{ id: string; email: string } | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) return null;
  const verified = await verifyCallerJwt(match[1]!, context);
  if (!verified.ok) throw new FunctionError(401, 'invalid_jwt', 'Invalid or expired token.');
  const { role, sub } = verified.claims;
  if (role !== 'authenticated' || typeof sub !== 'string') return null;
  const { rows } = await q.query<{ id: string; email: string | null }>(
    'select id::text, email from auth.users where id::text = $1',
    [sub],
  );
  const user = rows[0];
  return user ? { id: user.id, email: user.email ?? '' } : null;
}

/**
 * The language of the caller's page (the web app sends X-Language), for mail
 * to the caller: one of the three, else English, never the header as sent
 * (issue 34: a 1,250-character header was stored with the mail).
 */
export function callerLanguage(c: Context): Language {
  return callerUiLanguage(c);
}

/** The caller's UI language when it is one of the three, else English (stored with a submission). */
export function callerUiLanguage(c: Context): Language {
  const language = c.req.header('X-Language');
  return isLanguage(language) ? language : 'en';
}
