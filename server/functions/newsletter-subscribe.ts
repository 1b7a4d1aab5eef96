import { retentionHours } from '../../domain/retention.ts';
import type { Context } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import { ipHash } from '../http/ip-hash.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { confirmUrl, preferencesPageUrl } from '../newsletter/newsletter-links.ts';
import { newLinkToken, tokenHash } from '../newsletter/newsletter-tokens.ts';
import {
  answerFunction,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
} from './function-context.ts';
import { functionLimits, newsletterConfirmationPeriodMs } from './function-limits.ts';

/**
 * A newsletter subscription request (footer, Join dialog): stores or renews a
 * pending subscription and mails the confirmation link (double opt-in).
 *
 * The answer is the same whatever the address: new, pending, confirmed or
 * unsubscribed, so nobody learns who subscribes. An address gets at most one
 * confirmation mail per period however often it is entered, and a confirmed
 * subscription is never changed by an anonymous request. A filled honeypot
 * answers success and stores nothing.
 */

type Existing = { id: string; status: string; recently_mailed: boolean; unsubscribe_token: string };

/** The link's lifetime is how long an unconfirmed request is kept (then purged). */
const confirmationValidHours = retentionHours('unconfirmedSubscriptions');

export async function newsletterSubscribe(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'newsletter-subscribe', functionLimits.newsletterSubscribe);
  const input = await readFunctionInput(c, 'newsletter-subscribe');
  if (input.honeypot.trim() !== '') {
    log.info('newsletter subscription dropped (honeypot)');
    return answerFunction(c, 'newsletter-subscribe', {});
  }
  const ipRecord = ipHash(clientIp(c, context.trustProxy), context.jwtSecret);
  const token = newLinkToken();
  const outcome = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<Existing>(
      `select id::text, status, unsubscribe_token,
              coalesce(confirmation_sent_at > now() - make_interval(secs => $2), false)
                as recently_mailed
       from public.newsletter_subscribers
       where lower(email) = lower($1) for update`,
      [input.email, newsletterConfirmationPeriodMs / 1000],
    );
    const existing = rows[0];
    if (existing?.status === 'confirmed') return 'already_confirmed';
    if (existing?.recently_mailed) return 'recently_mailed';
    const values = [
      input.email,
      input.language,
      input.cities,
      input.source,
      ipRecord,
      tokenHash(token),
      `${confirmationValidHours} hours`,
    ];
    const preferencesToken = existing?.unsubscribe_token ?? newLinkToken();
    if (existing) {
      await tx.query(
        `update public.newsletter_subscribers
         set language = $2, city_slugs = $3, source = $4, consent_ip_hash = $5,
             confirm_token_hash = $6, confirm_expires_at = now() + $7::interval,
             confirmation_sent_at = now(), requested_at = now()
         where id = $8 and lower(email) = lower($1)`,
        [...values, existing.id],
      );
    } else {
      await tx.query(
        `insert into public.newsletter_subscribers
           (email, language, city_slugs, source, consent_ip_hash, confirm_token_hash,
            confirm_expires_at, confirmation_sent_at, unsubscribe_token)
         values ($1, $2, $3, $4, $5, $6, now() + $7::interval, now(), $8)`,
        [...values, preferencesToken],
      );
    }
    await enqueueMail(tx, {
      to: input.email,
      template: 'newsletter_confirm',
      locale: input.language,
      data: {
        language: input.language,
        confirm_url: confirmUrl(context.config.siteUrl, token),
        preferences_url: preferencesPageUrl(context.config.siteUrl, preferencesToken),
      },
    });
    return 'confirmation_sent';
  });
  log.info('newsletter subscription request', { outcome, source: input.source });
  return answerFunction(c, 'newsletter-subscribe', {});
}
