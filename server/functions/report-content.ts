import type { Context } from 'hono';
import { type ContentReport, contentReportSchema } from '../../domain/report-schemas.ts';
import type { ReportKind } from '../../domain/report-schemas.ts';
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

/** Where a report of each kind is stored, how its item is found, and what the editors are mailed. */
const targets: Record<
  ReportKind,
  {
    table: string;
    column: string;
    /** The reported item's own table (its Serbian names go into the editors' mail, 0480). */
    itemTable: string;
    item: string;
    template: string;
    notFound: [string, string];
  }
> = {
  creator: {
    table: 'creator_reports',
    column: 'creator_id',
    itemTable: 'creators',
    item: `select id, coalesce(nullif(name_eng, ''), nullif(name_lat, ''), name_cyr) as name
           from public.creators where slug = $1 and status = 'published'`,
    template: 'creator_report',
    notFound: ['creator_not_found', 'The requested creator profile could not be found.'],
  },
  organization: {
    table: 'content_reports',
    column: 'organization_id',
    itemTable: 'organizations',
    item: `select id, name_en as name from public.organizations
           where slug = $1 and status = 'published'`,
    template: 'content_report',
    notFound: ['organization_not_found', 'The requested organization could not be found.'],
  },
  business: {
    table: 'content_reports',
    column: 'business_id',
    itemTable: 'businesses',
    item: 'select id, name_en as name from public.businesses where slug = $1',
    template: 'content_report',
    notFound: ['business_not_found', 'The requested business could not be found.'],
  },
};

/** The one rate limit of every report, whichever endpoint and kind: per address and per account. */
export const limitReports = (c: Context, context: FunctionContext) =>
  limitRequest(c, context, 'report', functionLimits.report);

/**
 * Stores a report about a published item and emails every editor and admin
 * in the same transaction. The reporter is the signed-in user's email from
 * the verified JWT, or 'Anonymous user'; nothing in the body names them.
 */
export async function storeReport(c: Context, context: FunctionContext, input: ContentReport) {
  const target = targets[input.kind];
  const stored = await context.db.transaction(async (tx) => {
    const user = await signedInUser(c, context, tx);
    const reporter = user?.email || 'Anonymous user';
    const { rows } = await tx.query<{ id: string; item_id: string; name: string }>(
      `with item as (${target.item})
       insert into public.${target.table} (${target.column}, reason, reporter)
       select item.id, $2, $3 from item
       returning id::text, (select id::text from item) as item_id, (select name from item) as name`,
      [input.slug, input.reason, reporter],
    );
    const report = rows[0];
    if (!report) return false;
    const data = {
      kind: input.kind,
      name: report.name,
      slug: input.slug,
      reason: input.reason,
      table: target.itemTable,
      id: report.item_id,
    };
    await tx.query(
      `insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
       select distinct on (u.id) u.email, $2,
         coalesce(nullif(u.raw_user_meta_data ->> 'language', ''), 'en'),
         $3::jsonb || jsonb_build_object('reporter', $4::text),
         format('%s-report:%s:%s', $5::text, $1::text, u.id)
       from public.user_roles r join auth.users u on u.id = r.user_id
       where r.role in ('editor', 'admin') and coalesce(u.email, '') <> ''
       on conflict (dedupe_key) do nothing`,
      [report.id, target.template, JSON.stringify(data), reporter, input.kind],
    );
    return true;
  });
  log.info('content report', { kind: input.kind, stored });
  if (!stored) throw new FunctionError(404, ...target.notFound);
  return ok(c);
}

/** report-content: a report about a creator, an organization or a business, by kind and slug. */
export async function reportContent(c: Context, context: FunctionContext) {
  await limitReports(c, context);
  return storeReport(c, context, await readInput(c, contentReportSchema));
}
