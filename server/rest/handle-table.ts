import { answerRead } from './http/answer-read.ts';
import { answerWrite } from './http/answer-write.ts';
import type { RestEnvironment, RestRequest } from './http/rest-request.ts';
import { planTable } from './plan/plan-table.ts';
import { runPlan } from './plan/run-plan.ts';

/** GET/HEAD, POST, PUT, PATCH and DELETE on a table or view: plan, run, answer. */
export async function handleTable(env: RestEnvironment, request: RestRequest, table: string) {
  const plan = planTable(env, request, table);
  const result =
    plan.action === 'read' && plan.costly && env.costlyReads
      ? await env.costlyReads.run(() => runPlan(env, request, plan))
      : await runPlan(env, request, plan);
  return plan.action === 'read'
    ? answerRead(plan, result, request.query)
    : answerWrite(plan, result);
}
