import type { Context, MiddlewareHandler } from 'hono';
import { clientIp, clientKey } from '../http/client-ip.ts';
import { type RateLimit, withinLimit } from '../http/rate-limit.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors } from './errors.ts';

/** The auth rate limits (GoTrue's defaults, PROTOCOL.md §2.8, plus sign-in throttling). */

const fiveMinutes = 5 * 60_000;
const minute = 60_000;
const hour = 60 * minute;

export const authLimits = {
  token: { limit: 150, windowMs: fiveMinutes },
  otp: { limit: 30, windowMs: fiveMinutes },
  verify: { limit: 30, windowMs: fiveMinutes },
  emailsPerAddress: { limit: 30, windowMs: hour },
  /** "You already have an account" emails to one address (sign-ups for a confirmed address). */
  existingAccountMailsPerAddress: { limit: 3, windowMs: hour },
} satisfies Record<string, RateLimit>;

/**
 * Failed password sign-ins are throttled per (account, client network) and
 * per client network (an IPv4 address, an IPv6 /64: clientKey), so an
 * attacker's guesses slow down the attacker, and the owner signing in from
 * another network is not held up (issue 16). Each tier is a window; past its
 * limit the next attempt waits until the window ends (Retry-After), so the
 * waits grow from a minute to a day as failures pile up.
 *
 * Guesses spread over many networks are bounded per account as well (issue
 * 34), without ever locking the account: past `accountCeiling` failures in
 * its window, from anywhere, the account takes one password attempt per
 * `accountPaceMs`; any other attempt in that time answers 429 with the
 * seconds left (a few), and a right password after the wait signs in. The
 * emailed sign-in code is never held up by it.
 */
export const failedSignInTiers = {
  accountAndIp: [
    { limit: 5, windowMs: minute },
    { limit: 10, windowMs: 15 * minute },
    { limit: 20, windowMs: hour },
    { limit: 50, windowMs: 24 * hour },
  ],
  ip: [
    { limit: 20, windowMs: minute },
    { limit: 60, windowMs: 15 * minute },
    { limit: 150, windowMs: hour },
    { limit: 500, windowMs: 24 * hour },
  ],
} satisfies Record<string, RateLimit[]>;

/** Failures of one account, from anywhere, after which its attempts are paced. */
export const accountCeiling = { limit: 20, windowMs: 15 * minute } satisfies RateLimit;
/** Past the ceiling: one password attempt per account in this time. */
export const accountPaceMs = 5_000;

/** Per client IP: 429 over_request_rate_limit past the limit. */
export function limitPerIp(
  context: AuthContext,
  name: 'token' | 'otp' | 'verify',
): MiddlewareHandler {
  return async (c, next) => {
    const key = `auth-${name}:${clientKey(c, context.trustProxy)}`;
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

function failedSignInKeys(email: string, client: string) {
  const account = email.toLowerCase();
  return [
    ...failedSignInTiers.accountAndIp.map((rule) => ({
      key: `auth-failed-sign-in:${account}:${client}`,
      rule,
    })),
    ...failedSignInTiers.ip.map((rule) => ({ key: `auth-failed-sign-in-ip:${client}`, rule })),
    { key: `auth-failed-sign-in-account:${account}`, rule: accountCeiling },
  ];
}

const tooManyFailures = (c: Context, waitMs: number) => {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new AuthError(
    429,
    'over_request_rate_limit',
    'Too many failed sign-in attempts. Please try again later.',
  );
};

/**
 * 429 with Retry-After (the seconds until the window that is full ends) when
 * this client has failed too often, for this account or for any; and, once
 * the account has failed too often from anywhere, when another attempt on it
 * came within the last few seconds.
 */
export async function assertSignInAllowed(c: Context, context: AuthContext, email: string) {
  const client = clientKey(c, context.trustProxy);
  const account = email.toLowerCase();
  let waitMs = 0;
  for (const { key, rule } of failedSignInKeys(email, client)) {
    if (rule === accountCeiling) continue;
    if ((await context.rateLimits.count(key, rule.windowMs)) >= rule.limit) {
      waitMs = Math.max(waitMs, rule.windowMs - (Date.now() % rule.windowMs));
    }
  }
  if (waitMs > 0) throw tooManyFailures(c, waitMs);
  const failures = await context.rateLimits.count(
    `auth-failed-sign-in-account:${account}`,
    accountCeiling.windowMs,
  );
  if (failures < accountCeiling.limit) return;
  const paced = { limit: 1, windowMs: accountPaceMs };
  if (!(await withinLimit(context.rateLimits, `auth-sign-in-paced:${account}`, paced))) {
    throw tooManyFailures(c, accountPaceMs - (Date.now() % accountPaceMs));
  }
}

export async function recordFailedSignIn(c: Context, context: AuthContext, email: string) {
  const client = clientKey(c, context.trustProxy);
  for (const { key, rule } of failedSignInKeys(email, client)) {
    await context.rateLimits.hit(key, rule.windowMs);
  }
}

/** Counts a "you already have an account" email to `email`; false when over the limit. */
export function mayMailExistingAccount(context: AuthContext, email: string) {
  return withinLimit(
    context.rateLimits,
    `auth-existing-account-mail:${email.toLowerCase()}`,
    authLimits.existingAccountMailsPerAddress,
  );
}

export function requestInfo(c: Context, context: AuthContext) {
  return { userAgent: c.req.header('User-Agent'), ip: clientIp(c, context.trustProxy) };
}
