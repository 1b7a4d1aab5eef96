import { answerCall } from './http/answer-call.ts';
import type { RestEnvironment, RestRequest } from './http/rest-request.ts';
import { planCall } from './plan/plan-call.ts';
import { runPlan } from './plan/run-plan.ts';

/** POST /rpc/fn, GET/HEAD /rpc/fn?arg=… (PROTOCOL.md §3.7): plan, run, answer. */
export async function handleRpc(env: RestEnvironment, request: RestRequest, name: string) {
  const plan = planCall(env, request, name);
  return answerCall(plan, await runPlan(env, request, plan));
}
