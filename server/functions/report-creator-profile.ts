import type { Context } from 'hono';
import { creatorReportSchema } from '../../domain/creator-schemas.ts';
import { log } from '../log.ts';
import {
  FunctionError,
  type FunctionContext,
  limitRequest,
  ok,
  readInput,
  signedInUser,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * Stores a report about a published profile and emails every editor and
 * admin in the same transaction. The reporter is the signed-in user's email
 * from the verified JWT, or 'Anonymous user'; the body's reporterInfo is ignored.
 */
export async function reportCreatorProfile(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'report-creator-profile', functionLimits.reportCreatorProfile);
  const input = await readInput(c, creatorReportSchema);
  const reported = await context.db.transaction(async (tx) => {
    const user = await signedInUser(c, context, tx);
    const reporter = user?.email || 'Anonymous user';
    const { rows } = await tx.query<{ id: string; creator_name: string; slug: string }>(
      `insert into public.creator_reports (creator_id, reason, reporter)
       select c.id, $2, $3 from public.creators c where c.slug = $1 and c.status = 'published'
       returning id::text,
         (select coalesce(nullif(name_eng, ''), nullif(name_lat, ''), name_cyr)
          from public.creators where slug = $1) as creator_name, $1::text as slug`,
      [input.creatorSlug, input.reason, reporter],
    );
    const report = rows[0];
    if (!report) return false;
    await tx.query(
      `insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
       select distinct on (u.id) u.email, 'creator_report', 'en',
         jsonb_build_object('creator_name', $2::text, 'slug', $3::text, 'reason', $4::text,
           'reporter', $5::text),
         format('creator-report:%s:%s', $1::text, u.id)
       from public.user_roles r join auth.users u on u.id = r.user_id
       where r.role in ('editor', 'admin') and coalesce(u.email, '') <> ''
       on conflict (dedupe_key) do nothing`,
      [report.id, report.creator_name, report.slug, input.reason, reporter],
    );
    return true;
  });
  log.info('creator profile report', { stored: reported });
  if (!reported)
    throw new FunctionError(
      404,
      'creator_not_found',
      'The requested creator profile could not be found.',
    );
  return ok(c);
}
