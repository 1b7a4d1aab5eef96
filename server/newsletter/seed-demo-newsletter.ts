import { demoSubscribers } from '../../db/seed/demo-newsletter.ts';
import type { Queryable } from '../db/database.ts';
import { composeWeeklyDigest } from './compose-digest.ts';
import { newLinkToken } from './newsletter-tokens.ts';

/**
 * The demo's newsletter: confirmed subscribers (consent ten days before
 * `today`, source 'demo') and the week's digest composed for them, so the
 * admin tab and /dev/mailbox show one. Runs inside the demo seed's transaction.
 */
export async function seedDemoNewsletter(tx: Queryable, today: Date, siteUrl: string) {
  for (const subscriber of demoSubscribers) {
    await tx.query(
      `insert into public.newsletter_subscribers
         (email, language, city_slugs, status, source, requested_at, consented_at, unsubscribe_token)
       values ($1, $2, $3, 'confirmed', 'demo', $4::timestamptz - interval '10 days',
               $4::timestamptz - interval '10 days', $5)`,
      [
        subscriber.email,
        subscriber.language,
        subscriber.cities,
        today.toISOString(),
        newLinkToken(),
      ],
    );
  }
  return composeWeeklyDigest(
    { query: (sql, params) => tx.query(sql, params), transaction: (work) => work(tx) },
    { now: today, siteUrl },
  );
}
