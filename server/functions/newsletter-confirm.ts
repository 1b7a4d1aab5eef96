import type { Context } from 'hono';
import { log } from '../log.ts';
import { tokenHash } from '../newsletter/newsletter-tokens.ts';
import {
  answerFunction,
  FunctionError,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * The confirmation link of a subscription request: the subscription becomes
 * confirmed and the time of consent is recorded. Following the link again
 * while it is valid answers the same; an expired or unknown link is 404.
 * Answers the subscriber's language, so the page speaks it.
 */
export async function newsletterConfirm(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'newsletter-link', functionLimits.newsletterLink);
  const { token } = await readFunctionInput(c, 'newsletter-confirm');
  const { rows } = await context.db.query<{ language: string }>(
    `update public.newsletter_subscribers
     set status = 'confirmed', unsubscribed_at = null,
         consented_at = case when status = 'confirmed' then consented_at else now() end
     where confirm_token_hash = $1 and confirm_expires_at > now()
     returning language`,
    [tokenHash(token)],
  );
  const subscriber = rows[0];
  if (!subscriber)
    throw new FunctionError(404, 'link_invalid', 'This link has expired or is not valid.');
  log.info('newsletter subscription confirmed');
  return answerFunction(c, 'newsletter-confirm', { language: subscriber.language });
}
