import type { StatementResult } from '../execute.ts';
import type { CallPlan } from '../plan/plan-types.ts';
import { answerRows } from './answer-read.ts';
import { respond } from './respond.ts';

/** A function's answer: nothing (void), one value or row, or rows like a table read. */
export function answerCall(plan: CallPlan, result: StatementResult): Response {
  const { fn, output, csv, preferences } = plan;
  if (fn.returns === 'void')
    return respond({ status: 204, body: null, output, prefer: preferences });
  if (fn.returnsSet) return answerRows(plan, result);
  const body =
    fn.returns === 'composite' && csv
      ? result.body
      : fn.returns === 'composite'
        ? result.page === 1
          ? result.body!.slice(1, -1)
          : 'null'
        : (result.body ?? 'null');
  return respond({
    status: 200,
    body,
    output,
    // One value, counted as one row when asked (PostgREST's Content-Range for scalars).
    contentRange: plan.count ? '0-0/1' : '0-0/*',
    prefer: preferences,
    head: plan.head,
  });
}
