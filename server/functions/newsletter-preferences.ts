import type { Context } from 'hono';
import { log } from '../log.ts';
import {
  answerFunction,
  FunctionError,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
  signedInUser,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * The newsletter's preferences page (issue 20), reached from every
 * newsletter mail without an account: the link carries the subscriber's
 * secret token (32 random bytes, the one of the unsubscribe link), which
 * finds exactly one subscription. An unknown token answers 404 like an
 * expired link, so nothing tells whether an address subscribes, and the
 * answer names the address only half (the link may have been forwarded).
 */

const linkInvalid = () =>
  new FunctionError(404, 'link_invalid', 'This link has expired or is not valid.');

type Preferences = { email: string; language: string; city_slugs: string[]; status: string };

/** `ana@example.com` → `a…@example.com`: enough to recognise one's own address. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}…${email.slice(at)}` : '…';
}

/** The subscription of a link's token: its language, cities and whether it is active. */
export async function newsletterPreferences(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'newsletter-link', functionLimits.newsletterLink);
  const { token } = await readFunctionInput(c, 'newsletter-preferences');
  const { rows } = await context.db.query<Preferences>(
    `select email, language, city_slugs, status from public.newsletter_subscribers
     where unsubscribe_token = $1`,
    [token],
  );
  const subscriber = rows[0];
  if (!subscriber) throw linkInvalid();
  return answerFunction(c, 'newsletter-preferences', {
    email: maskedEmail(subscriber.email),
    language: subscriber.language,
    cities: subscriber.city_slugs,
    subscribed: subscriber.status === 'confirmed',
  });
}

/** Saves a confirmed subscription's language and cities. */
export async function newsletterUpdatePreferences(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'newsletter-preferences', functionLimits.newsletterPreferences);
  const input = await readFunctionInput(c, 'newsletter-update-preferences');
  const { rowCount } = await context.db.query(
    `update public.newsletter_subscribers set language = $2, city_slugs = $3
     where unsubscribe_token = $1 and status = 'confirmed'`,
    [input.token, input.language, input.cities],
  );
  if (rowCount === 0) throw linkInvalid();
  log.info('newsletter preferences saved', { cities: input.cities.length });
  return answerFunction(c, 'newsletter-update-preferences', { language: input.language });
}

/**
 * For a signed-in user whose account address is confirmed and subscribed:
 * the token of their preferences page (the dashboard links to it).
 * Answers `{ subscribed: false }` otherwise.
 */
export async function newsletterMyPreferences(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'newsletter-link', functionLimits.newsletterLink);
  const user = await signedInUser(c, context, context.db);
  if (!user) throw new FunctionError(401, 'not_signed_in', 'Please sign in.');
  const { rows } = await context.db.query<{ unsubscribe_token: string }>(
    `select s.unsubscribe_token from public.newsletter_subscribers s
     join auth.users u on lower(u.email) = lower(s.email)
     where u.id = $1 and u.email_confirmed_at is not null and s.status = 'confirmed'`,
    [user.id],
  );
  const subscriber = rows[0];
  return subscriber
    ? answerFunction(c, 'newsletter-my-preferences', {
        subscribed: true,
        token: subscriber.unsubscribe_token,
      })
    : answerFunction(c, 'newsletter-my-preferences', { subscribed: false });
}
