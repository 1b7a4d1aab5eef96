import type { AuthErrorCode } from '@domain/error-codes.ts';
import type { MessageKey, TFunction } from './translator.ts';

/**
 * Turns an auth-js error into a message for people, in the current language.
 * Read by shape (name, code, reasons), not with supabase-js's type guards, so
 * the header can use it without loading supabase-js up front. A code without
 * a text of its own gets 'Something went wrong': the server's message is
 * English for the log, never shown to a person.
 */

interface AuthErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  reasons?: unknown;
}

const codeMessages = {
  invalid_credentials: 'auth.errors.invalidCredentials',
  email_not_confirmed: 'auth.errors.emailNotConfirmed',
  user_already_exists: 'auth.errors.userExists',
  email_exists: 'auth.errors.userExists',
  same_password: 'auth.errors.samePassword',
  over_request_rate_limit: 'auth.errors.rateLimited',
  over_email_send_rate_limit: 'auth.errors.emailRateLimited',
  otp_expired: 'auth.confirm.invalidText',
  session_not_found: 'auth.errors.sessionMissing',
} as const satisfies Partial<Record<AuthErrorCode, MessageKey>>;

const nameMessages = {
  AuthRetryableFetchError: 'auth.errors.network',
  AuthSessionMissingError: 'auth.errors.sessionMissing',
  AuthInvalidCredentialsError: 'auth.errors.credentialsRequired',
} as const;

const weakReasonMessages = {
  length: 'auth.errors.weakPasswordLength',
  pwned: 'auth.errors.weakPasswordPwned',
  characters: 'auth.errors.weakPasswordCharacters',
} as const;

const has = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(table, key);

/** The error's GoTrue code (e.g. `weak_password`), or undefined. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as AuthErrorShape | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isWeakPasswordError(error: unknown): boolean {
  const shape = error as AuthErrorShape | null;
  return shape?.name === 'AuthWeakPasswordError' || authErrorCode(error) === 'weak_password';
}

function weakPasswordMessage(reasons: unknown, t: TFunction): string {
  const known = (Array.isArray(reasons) ? reasons : []).filter((reason) =>
    has(weakReasonMessages, reason),
  );
  if (known.length === 0) return t('auth.errors.weakPassword');
  return known.map((reason) => t(weakReasonMessages[reason])).join(' ');
}

export function authErrorMessage(error: unknown, t: TFunction): string {
  const shape = (error ?? {}) as AuthErrorShape;
  if (isWeakPasswordError(error)) return weakPasswordMessage(shape.reasons, t);
  if (has(codeMessages, shape.code)) return t(codeMessages[shape.code]);
  if (has(nameMessages, shape.name)) return t(nameMessages[shape.name]);
  return t('auth.errors.generic');
}
