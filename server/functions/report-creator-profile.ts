import type { Context } from 'hono';
import { answerFunction, type FunctionContext, readFunctionInput } from './function-context.ts';
import { limitReports, storeReport } from './report-content.ts';

/**
 * report-creator-profile (SPEC §7): the creator form of report-content, kept
 * for its documented body (creatorSlug, creatorName, reason, reporterInfo).
 * reporterInfo is ignored; the reporter comes from the verified JWT.
 */
export async function reportCreatorProfile(c: Context, context: FunctionContext) {
  await limitReports(c, context);
  const input = await readFunctionInput(c, 'report-creator-profile');
  await storeReport(c, context, {
    kind: 'creator',
    slug: input.creatorSlug,
    reason: input.reason,
  });
  return answerFunction(c, 'report-creator-profile', {});
}
