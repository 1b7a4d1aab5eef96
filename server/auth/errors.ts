import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthErrorCode } from '../../domain/error-codes.ts';
import type { RequestVariables } from '../http/request-log.ts';

/**
 * GoTrue's error envelope (PROTOCOL.md §2.2). A request that sends
 * `X-Supabase-Api-Version` ≥ 2024-01-01 gets `{code: "<error code>", message}`,
 * older clients get `{code: <status>, error_code, msg}`. Both shapes also carry
 * `error_code` and `msg`, so the code survives when a browser cannot read the
 * version header.
 */

export const apiVersion = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const authErrors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: (detail: string) =>
    new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  overRequestRateLimit: () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  overEmailRateLimit: () =>
    new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  emailExists: () =>
    new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
};

function wantsCurrentFormat(c: Context): boolean {
  const requested = c.req.header('X-Supabase-Api-Version');
  if (!requested || !/^\d{4}-\d{2}-\d{2}$/.test(requested)) return false;
  return requested >= apiVersion;
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code);
  if (wantsCurrentFormat(c)) {
    c.header('X-Supabase-Api-Version', apiVersion);
    return c.json(
      {
        code: error.code,
        message: error.message,
        error_code: error.code,
        msg: error.message,
        ...error.extra,
      },
      error.status,
    );
  }
  const body: Record<string, unknown> = {
    code: error.status,
    error_code: error.code,
    msg: error.message,
    ...error.extra,
  };
  if (error.status >= 500)
    body.error_id = (c as Context<{ Variables: RequestVariables }>).get('requestId');
  return c.json(body, error.status);
}
