import { writeExtras } from '../compile/compile-write.ts';
import type { StatementResult } from '../execute.ts';
import type { WritePlan } from '../plan/plan-types.ts';
import { contentRange } from './range.ts';
import { resourcePath } from './resource-path.ts';
import { respond, shapeBody } from './respond.ts';

/** PostgREST's status: 201 for an insert (200 when an upsert only updated), 200/204 otherwise. */
function writeStatus(plan: WritePlan, nothingInserted: boolean): number {
  if (plan.method === 'POST') return nothingInserted ? 200 : 201;
  if (plan.method === 'PUT' && plan.representation) return nothingInserted ? 200 : 201;
  return plan.representation ? 200 : 204;
}

/** A write's answer: status, the rows when asked, Content-Range, Location. */
export function answerWrite(plan: WritePlan, result: StatementResult): Response {
  const extras =
    plan.location.length > 0 || plan.countInserted
      ? writeExtras(result.body)
      : { body: result.body, location: null, inserted: null };
  const total = plan.count ? result.page : null;
  const range =
    plan.action === 'update' && result.page > 0
      ? contentRange(0, result.page, total)
      : `*/${total ?? '*'}`;
  const locationValues = extras.location ?? [];
  const headers: Record<string, string> = {};
  if (locationValues.length > 0)
    headers.Location = resourcePath(
      plan.relation.name,
      plan.location.map((column, i) => [column, `eq.${String(locationValues[i])}`]),
    );
  return respond({
    status: writeStatus(plan, plan.countInserted && extras.inserted === 0),
    body: plan.representation ? shapeBody(extras.body, plan.output) : null,
    output: plan.output,
    ...(plan.method === 'PUT' ? {} : { contentRange: range }),
    prefer: plan.preferences,
    headers,
  });
}
