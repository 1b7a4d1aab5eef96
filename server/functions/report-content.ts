import type { FunctionErrorCode } from '../../domain/error-codes.ts';
import { anonymousReporter } from '../../domain/anonymous-reporter.ts';
import type { Context } from 'hono';
import type { ContentReport } from '../../domain/report-schemas.ts';
import type { ReportKind } from '../../domain/report-schemas.ts';
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

/** Where a report of each kind is stored and how its item is found (published items only). */
const targets: Record<
  ReportKind,
  {
    table: string;
    column: string;
    /** The reported item's own table: the editors' notice names it (0630). */
    itemTable: 'creators' | 'organizations' | 'businesses';
    item: string;
    notFound: [FunctionErrorCode, string];
  }
> = {
  creator: {
    table: 'creator_reports',
    column: 'creator_id',
    itemTable: 'creators',
    item: `select id, coalesce(nullif(name_eng, ''), nullif(name_lat, ''), name_cyr) as name
           from public.creators where slug = $1 and status = 'published'`,
    notFound: ['creator_not_found', 'The requested creator profile could not be found.'],
  },
  organization: {
    table: 'content_reports',
    column: 'organization_id',
    itemTable: 'organizations',
    item: `select id, name_en as name from public.organizations
           where slug = $1 and status = 'published'`,
    notFound: ['organization_not_found', 'The requested organization could not be found.'],
  },
  business: {
    table: 'content_reports',
    column: 'business_id',
    itemTable: 'businesses',
    // A pending or rejected listing answers like an unknown slug (issue 34).
    item: `select id, name_en as name from public.businesses
           where slug = $1 and status = 'published'`,
    notFound: ['business_not_found', 'The requested business could not be found.'],
  },
};

/** The one rate limit of every report, whichever endpoint and kind: per address and per account. */
export const limitReports = (c: Context, context: FunctionContext) =>
  limitRequest(c, context, 'report', functionLimits.report);

/**
 * Stores a report about a published item and, in the same transaction,
 * notes it for every editor and admin's next digest (issue 34): however
 * many reports an item gets, each editor reads one line about it per digest,
 * never one mail per report. The reporter is the signed-in user's email from
 * the verified JWT, or 'Anonymous user'; nothing in the body names them.
 */
export async function storeReport(c: Context, context: FunctionContext, input: ContentReport) {
  const target = targets[input.kind];
  const stored = await context.db.transaction(async (tx) => {
    const user = await signedInUser(c, context, tx);
    const reporter = user?.email || anonymousReporter;
    const { rows } = await tx.query<{ id: string; item_id: string; name: string }>(
      `with item as (${target.item})
       insert into public.${target.table} (${target.column}, reason, reporter)
       select item.id, $2, $3 from item
       returning id::text, (select id::text from item) as item_id, (select name from item) as name`,
      [input.slug, input.reason, reporter],
    );
    const report = rows[0];
    if (!report) return false;
    await tx.query("select public.queue_editor_notice($1, $2::uuid, 'report', $3, $4)", [
      target.itemTable,
      report.item_id,
      report.name,
      input.reason,
    ]);
    return true;
  });
  log.info('content report', { kind: input.kind, stored });
  if (!stored) throw new FunctionError(404, ...target.notFound);
}

/** report-content: a report about a creator, an organization or a business, by kind and slug. */
export async function reportContent(c: Context, context: FunctionContext) {
  await limitReports(c, context);
  await storeReport(c, context, await readFunctionInput(c, 'report-content'));
  return answerFunction(c, 'report-content', {});
}
