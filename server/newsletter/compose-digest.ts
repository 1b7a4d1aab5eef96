import { isLanguage, type Language } from '../../domain/language.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import type { MailPayload } from '../mail/mail-registry.ts';
import { digestContent, type DigestContent } from './digest-content.ts';
import { isoWeek } from './iso-week.ts';
import {
  oneClickUnsubscribeUrl,
  preferencesPageUrl,
  unsubscribePageUrl,
} from './newsletter-links.ts';

/**
 * Composes the weekly digest of `now`'s ISO week for every confirmed
 * subscriber who has not had it yet, and queues the mails in the outbox.
 *
 * Safe with several instances: each batch claims its subscribers by inserting
 * (week, subscriber) into newsletter_digest_sends, whose primary key lets one
 * transaction win; the mails are queued in that same transaction, so a
 * subscriber gets the week's digest once, or (after a crash) later, never
 * twice. A subscriber whose selection has nothing new that week is recorded
 * without a mail.
 */

const batchSize = 200;

type Claimed = {
  id: string;
  email: string;
  language: string;
  city_slugs: string[];
  unsubscribe_token: string;
};

export interface ComposeResult {
  week: string;
  /** Mails queued by this call (others may have been queued by a racing instance). */
  mailed: number;
  /** Subscribers claimed by this call, mailed or not. */
  claimed: number;
}

const claimSql = `
  with candidates as (
    select s.id from public.newsletter_subscribers s
    where s.status = 'confirmed'
      and not exists (select 1 from public.newsletter_digest_sends d
                      where d.iso_week = $1 and d.subscriber_id = s.id)
    order by s.id
    limit ${batchSize}
  ), claimed as (
    insert into public.newsletter_digest_sends (iso_week, subscriber_id, mailed)
    select $1, id, false from candidates
    on conflict do nothing
    returning subscriber_id
  )
  select s.id::text, s.email, s.language, s.city_slugs, s.unsubscribe_token
  from public.newsletter_subscribers s join claimed c on c.subscriber_id = s.id`;

export async function composeWeeklyDigest(
  db: Pick<Database, 'query' | 'transaction'>,
  options: { now: Date; siteUrl: string; startedBy?: string },
): Promise<ComposeResult> {
  const week = isoWeek(options.now);
  await db.query(
    `insert into public.newsletter_digests (iso_week, started_by) values ($1, $2)
     on conflict (iso_week) do nothing`,
    [week, options.startedBy ?? null],
  );
  let mailed = 0;
  let claimed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { rows } = await tx.query<Claimed>(claimSql, [week]);
      // One query per distinct language and city selection, not per subscriber.
      const contents = new Map<string, Promise<DigestContent>>();
      let queued = 0;
      for (const subscriber of rows) {
        const language: Language = isLanguage(subscriber.language) ? subscriber.language : 'en';
        const cities = [...subscriber.city_slugs].sort();
        const key = `${language}|${cities.join(',')}`;
        if (!contents.has(key))
          contents.set(
            key,
            digestContent(tx, {
              language,
              citySlugs: cities,
              now: options.now,
              siteUrl: options.siteUrl,
            }),
          );
        const content = await contents.get(key)!;
        if (content.news.length === 0 && content.events.length === 0) continue;
        await enqueueMail(tx, {
          to: subscriber.email,
          template: 'newsletter_digest',
          locale: language,
          data: digestMailData(
            week,
            language,
            content,
            options.siteUrl,
            subscriber.unsubscribe_token,
          ),
          dedupeKey: `newsletter_digest:${week}:${subscriber.id}`,
        });
        await tx.query(
          'update public.newsletter_digest_sends set mailed = true where iso_week = $1 and subscriber_id = $2',
          [week, subscriber.id],
        );
        queued += 1;
      }
      await tx.query(
        'update public.newsletter_digests set recipients = recipients + $2 where iso_week = $1',
        [week, queued],
      );
      return { claimed: rows.length, queued };
    });
    claimed += batch.claimed;
    mailed += batch.queued;
    if (batch.claimed === 0) break;
  }
  await db.query(
    `update public.newsletter_digests set completed_at = coalesce(completed_at, now())
     where iso_week = $1`,
    [week],
  );
  log.info('newsletter digest composed', { week, claimed, mailed });
  return { week, mailed, claimed };
}

/** The outbox data of one digest mail (also what the admin preview renders). */
export function digestMailData(
  week: string,
  language: Language,
  content: DigestContent,
  siteUrl: string,
  unsubscribeToken: string,
): MailPayload<'newsletter_digest'> {
  return {
    week,
    language,
    news: content.news,
    events: content.events,
    unsubscribe_url: unsubscribePageUrl(siteUrl, unsubscribeToken),
    preferences_url: preferencesPageUrl(siteUrl, unsubscribeToken),
    one_click_url: oneClickUnsubscribeUrl(siteUrl, unsubscribeToken),
  };
}
