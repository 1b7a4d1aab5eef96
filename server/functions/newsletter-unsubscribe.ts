import type { Context } from 'hono';
import { serverFunctions } from '../../domain/server-functions.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { log } from '../log.ts';
import { unsubscribePageUrl } from '../newsletter/newsletter-links.ts';
import {
  answerFunction,
  FunctionError,
  type FunctionContext,
  limitRequest,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * One-click unsubscribe, without signing in. The token comes in the query
 * string (the List-Unsubscribe URL, POSTed by mail providers with the body
 * `List-Unsubscribe=One-Click`, RFC 8058) or in a JSON body (the web page).
 * Idempotent: unsubscribing twice answers the same. Answers the subscriber's
 * language, so the page confirms in it.
 */

/** The token of the query string, else of a JSON body ({ token }); a form body carries none. */
async function tokenOf(c: Context): Promise<unknown> {
  const fromQuery = c.req.query('token');
  if (fromQuery !== undefined) return fromQuery;
  if (!(c.req.header('Content-Type') ?? '').includes('application/json')) return undefined;
  try {
    const body = parseJsonBody(await c.req.text()) as Record<string, unknown>;
    return body.token;
  } catch {
    return undefined;
  }
}

export async function newsletterUnsubscribe(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'newsletter-link', functionLimits.newsletterLink);
  const parsed = serverFunctions['newsletter-unsubscribe'].input.safeParse({
    token: await tokenOf(c),
  });
  if (!parsed.success)
    throw new FunctionError(404, 'link_invalid', 'This link has expired or is not valid.');
  const { rows } = await context.db.query<{ language: string }>(
    `update public.newsletter_subscribers
     set status = 'unsubscribed', confirm_token_hash = null, confirm_expires_at = null,
         unsubscribed_at = coalesce(unsubscribed_at, now())
     where unsubscribe_token = $1
     returning language`,
    [parsed.data.token],
  );
  const subscriber = rows[0];
  if (!subscriber)
    throw new FunctionError(404, 'link_invalid', 'This link has expired or is not valid.');
  log.info('newsletter unsubscribed');
  return answerFunction(c, 'newsletter-unsubscribe', { language: subscriber.language });
}

/** A GET of the List-Unsubscribe URL (a person, not a provider) opens the page, which asks nothing more. */
export function newsletterUnsubscribePage(c: Context, context: FunctionContext) {
  const token = c.req.query('token') ?? '';
  return c.redirect(unsubscribePageUrl(context.config.siteUrl, token), 303);
}
