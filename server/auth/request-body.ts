import type { Context } from 'hono';
import { z } from 'zod';
import { isPlainEmail } from '../../domain/plain-email.ts';
import { containsNul } from '../http/contains-nul.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { authErrors } from './errors.ts';

/**
 * Reads a JSON body the way GoTrue does: an empty body is `{}`, unknown keys
 * and nulls are ignored, malformed JSON or a wrong type is 400 bad_json.
 */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = parseJsonBody(text);
    } catch (error) {
      throw authErrors.badJson(error instanceof Error ? error.message : 'invalid JSON');
    }
  }
  // PostgreSQL text cannot hold U+0000: bad input, not a failure in the query.
  if (containsNul(value)) throw authErrors.badJson('strings must not contain NUL characters');
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw authErrors.badJson(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Optional string fields accept null, as auth-js sends `code_challenge: null`. */
export const optionalString = z.string().nullish();
export const metadataObject = z.record(z.string(), z.unknown()).nullish();

/** A plain address (domain/plain-email.ts): no invisible characters, display names or ?headers. */
export function isValidEmail(email: string): boolean {
  return isPlainEmail(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The body's address normalized, or GoTrue's 422 validation_failed when it is not a plain address. */
export function validEmail(value: string): string {
  const email = normalizeEmail(value);
  if (!isValidEmail(email)) {
    throw authErrors.validation('Unable to validate email address: invalid format');
  }
  return email;
}
