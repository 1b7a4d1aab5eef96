import type { Queryable } from '../db/database.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import type { MailPayload } from '../mail/mail-registry.ts';

/**
 * "Your calendar stopped updating" (decision 033): one
 * `organization_calendar_failing` mail to each admin of the feed's
 * organization, in the language of their mail. Called in the transaction of
 * the UPDATE that brought the feed's failures in a row to the limit
 * (sync-calendar-feed.ts): that UPDATE happens once per run of failures,
 * whichever instance syncs, so the mail is queued once. Returns how many
 * mails were queued.
 */
export async function mailAdminsOfFailingFeed(
  tx: Queryable,
  feed: { organization_id: string },
  failure: {
    reason: MailPayload<'organization_calendar_failing'>['reason'];
    lastSuccessAt: string | null;
  },
): Promise<number> {
  const { rows } = await tx.query<{
    email: string;
    locale: string;
    name_en: string;
    name_sr_cyrl: string | null;
    slug: string;
    zone: string | null;
  }>(
    `select u.email, public.mail_language_for(a.user_id) as locale, o.name_en, o.name_sr_cyrl,
            o.slug, public.city_timezone(o.city_tag) as zone
       from public.organization_admins a
       join auth.users u on u.id = a.user_id
       join public.organizations o on o.id = a.organization_id
      where a.organization_id = $1 and coalesce(u.email, '') <> ''
      order by a.created_at`,
    [feed.organization_id],
  );
  let queued = 0;
  for (const admin of rows) {
    const stored = await enqueueMail(tx, {
      to: admin.email,
      template: 'organization_calendar_failing',
      locale: admin.locale,
      data: {
        name: admin.name_en,
        ...(admin.name_sr_cyrl ? { names: { name_sr_cyrl: admin.name_sr_cyrl } } : {}),
        slug: admin.slug,
        reason: failure.reason,
        last_success_at: failure.lastSuccessAt,
        timezone: admin.zone,
      },
    });
    if (stored) queued += 1;
  }
  return queued;
}
