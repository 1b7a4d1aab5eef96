import { restErrorCodes } from '@domain/error-codes.ts';
import type { PostgrestSingleResponse } from '@supabase/postgrest-js';

/**
 * A failed call to the data layer with its code kept: the PostgreSQL
 * SQLSTATE or PostgREST code ("23505", "23514", "PGRST301"), or the auth or
 * function error's code. Pages translate by `code`, never by `message`,
 * which is the server's English for the log.
 */
export class DataError extends Error {
  readonly code: string;
  readonly details: string | null;

  constructor(code: string, message: string, details: string | null = null) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.details = details;
  }
}

/** What supabase-js returns as `error` (PostgrestError, AuthError, FunctionsError). */
interface ErrorLike {
  message: string;
  code?: string | number | undefined;
  details?: string | null | undefined;
}

/** Throws the answer's error as a DataError; does nothing when there is none. */
export function throwIfError(
  error: ErrorLike | null | undefined,
): asserts error is null | undefined {
  if (!error) return;
  const code = error.code === undefined || error.code === '' ? 'unknown' : String(error.code);
  throw new DataError(code, error.message, error.details ?? null);
}

/**
 * The data of a supabase-js answer, or its error thrown as a DataError: the
 * authenticated client's counterpart of `read()` (lib/rest-client.ts).
 */
export async function dataOf<Data>(
  answer: PromiseLike<PostgrestSingleResponse<Data>>,
): Promise<Data> {
  const { data, error } = await answer;
  throwIfError(error);
  return data;
}

/** A unique key already held: with a client-made id, the same row sent twice. */
export function isUniqueViolation(error: unknown): error is DataError {
  return error instanceof DataError && error.code === restErrorCodes.uniqueViolation;
}

/** A CHECK constraint refused the value (e.g. a `{table}_{column}_max_length`). */
export function isCheckViolation(error: unknown): boolean {
  return error instanceof DataError && error.code === restErrorCodes.checkViolation;
}

/**
 * A read given up after its time (rest-client.ts `readTimeoutMs`):
 * postgrest-js answers an aborted fetch with no code and the abort's name.
 */
export function isTimedOutRead(error: unknown): boolean {
  return (
    error instanceof DataError && error.code === 'unknown' && error.message.startsWith('AbortError')
  );
}
