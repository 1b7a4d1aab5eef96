import type { StatementResult } from '../execute.ts';
import type { CallPlan, ReadPlan } from '../plan/plan-types.ts';
import { contentRange, readStatus } from './range.ts';
import { resourcePath } from './resource-path.ts';
import { respond, shapeBody } from './respond.ts';

/** Rows of a table read or of a set-returning function: 200 or 206 with Content-Range. */
export function answerRows(
  plan: ReadPlan | CallPlan,
  result: StatementResult,
  headers?: Record<string, string>,
): Response {
  const { offset } = plan.range;
  return respond({
    status: readStatus(offset, result.page, result.total),
    body: shapeBody(result.body, plan.output),
    output: plan.output,
    contentRange: contentRange(offset, result.page, result.total),
    prefer: plan.preferences,
    head: plan.head,
    ...(headers ? { headers } : {}),
  });
}

/** A table read, with its Content-Location. */
export function answerRead(plan: ReadPlan, result: StatementResult, query: [string, string][]) {
  return answerRows(plan, result, {
    'Content-Location': resourcePath(plan.relation.name, query),
  });
}
