import type { Context } from 'hono';
import { renderMail } from '../mail/render-mail.ts';
import { composeWeeklyDigest, digestMailData } from '../newsletter/compose-digest.ts';
import { digestContent } from '../newsletter/digest-content.ts';
import { isoWeek } from '../newsletter/iso-week.ts';
import { answerFunction, type FunctionContext, readFunctionInput } from './function-context.ts';
import { requireAdmin } from './admin-caller.ts';

/**
 * The newsletter tab of /admin (admins only): the subscriber counts and the
 * last digests, a preview of this week's digest for a language and cities,
 * and sending this week's digest now (each subscriber still gets it once).
 */

const refusal = 'Only an admin may manage the newsletter.';

export async function newsletterOverview(c: Context, context: FunctionContext) {
  await requireAdmin(c, context, refusal);
  const counts = await context.db.query<{ status: string; count: number }>(
    'select status, count(*)::int as count from public.newsletter_subscribers group by status',
  );
  const digests = await context.db.query<{
    iso_week: string;
    started_at: string;
    completed_at: string | null;
    recipients: number;
  }>(
    `select iso_week, started_at::text, completed_at::text, recipients
     from public.newsletter_digests order by iso_week desc limit 10`,
  );
  return answerFunction(c, 'newsletter-overview', {
    week: isoWeek(new Date()),
    subscribers: Object.fromEntries(counts.rows.map((row) => [row.status, row.count])),
    digests: digests.rows.map((row) => ({
      week: row.iso_week,
      startedAt: row.started_at,
      completedAt: row.completed_at,
      recipients: row.recipients,
    })),
  });
}

export async function newsletterPreview(c: Context, context: FunctionContext) {
  await requireAdmin(c, context, refusal);
  const input = await readFunctionInput(c, 'newsletter-preview');
  const now = new Date();
  const { siteUrl } = context.config;
  const content = await digestContent(context.db, {
    language: input.language,
    citySlugs: input.cities,
    now,
    siteUrl,
  });
  // The preview's unsubscribe link leads nowhere: no subscriber has this token.
  const data = digestMailData(isoWeek(now), input.language, content, siteUrl, 'preview'.repeat(5));
  const mail = renderMail({ template: 'newsletter_digest', locale: input.language, data }, siteUrl);
  return answerFunction(c, 'newsletter-preview', {
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    news: content.news.length,
    events: content.events.length,
  });
}

export async function newsletterSendDigest(c: Context, context: FunctionContext) {
  const adminId = await requireAdmin(c, context, refusal);
  const result = await composeWeeklyDigest(context.db, {
    now: new Date(),
    siteUrl: context.config.siteUrl,
    startedBy: adminId,
  });
  return answerFunction(c, 'newsletter-send-digest', { week: result.week, mailed: result.mailed });
}
