import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import { type RateLimit, withinLimit } from '../http/rate-limit.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors } from './errors.ts';

/** The auth rate limits (GoTrue's defaults, PROTOCOL.md §2.8, plus a per-account sign-in throttle). */

const fiveMinutes = 5 * 60_000;

export const authLimits = {
  token: { limit: 150, windowMs: fiveMinutes },
  otp: { limit: 30, windowMs: fiveMinutes },
  verify: { limit: 30, windowMs: fiveMinutes },
  emailsPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  failedSignInsPerAccount: { limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimit>;

/** Per client IP: 429 over_request_rate_limit past the limit. */
export function limitPerIp(
  context: AuthContext,
  name: 'token' | 'otp' | 'verify',
): MiddlewareHandler {
  return async (c, next) => {
    const key = `auth-${name}:${clientIp(c, context.trustProxy)}`;
    if (!(await withinLimit(context.rateLimits, key, authLimits[name]))) {
      throw authErrors.overRequestRateLimit();
    }
    await next();
  };
}

/**
 * Counts a request that may send mail to `email`. Every request counts, whether
 * or not the address has an account, so the 429 reveals nothing about it.
 */
export async function limitEmailsTo(context: AuthContext, email: string) {
  const key = `auth-email:${email.toLowerCase()}`;
  if (!(await withinLimit(context.rateLimits, key, authLimits.emailsPerAddress))) {
    throw authErrors.overEmailRateLimit();
  }
}

const failedKey = (email: string) => `auth-failed-sign-in:${email.toLowerCase()}`;
const { failedSignInsPerAccount } = authLimits;

export async function assertSignInAllowed(context: AuthContext, email: string) {
  const failures = await context.rateLimits.count(
    failedKey(email),
    failedSignInsPerAccount.windowMs,
  );
  if (failures >= failedSignInsPerAccount.limit) {
    throw new AuthError(
      429,
      'over_request_rate_limit',
      'Too many failed sign-in attempts for this account. Please try again later.',
    );
  }
}

export async function recordFailedSignIn(context: AuthContext, email: string) {
  await context.rateLimits.hit(failedKey(email), failedSignInsPerAccount.windowMs);
}

export function requestInfo(c: Context, context: AuthContext) {
  return { userAgent: c.req.header('User-Agent'), ip: clientIp(c, context.trustProxy) };
}
