import type { StatementResult } from '../execute.ts';
import { executeWithTxEnd } from '../execute-with-tx-end.ts';
import { checkMaxAffected } from '../http/prefer.ts';
import { checkSingle } from '../http/respond.ts';
import type { RestEnvironment, RestRequest } from '../http/rest-request.ts';
import { planParams, statementFor } from './plan-statement.ts';
import type { Plan } from './plan-types.ts';

/**
 * The plan's statement in the request's transaction (role, claims, headers
 * as settings; read-only for reads), with the checks that roll a write back:
 * one object asked for (PGRST116), `max-affected` (PGRST124).
 */
export async function runPlan(
  env: RestEnvironment,
  request: RestRequest,
  plan: Plan,
): Promise<StatementResult> {
  const statement = statementFor(env.store, plan);
  const { preferences, output } = plan;
  const context = {
    role: request.role,
    method: request.method,
    path: request.path,
    headers: request.headersJson,
    readOnly: plan.action === 'read' || (plan.action === 'call' && plan.readOnly),
    statementTimeoutMs: env.statementTimeoutMs,
    clientIp: request.clientIp,
    ...(preferences.timezone === undefined ? {} : { timezone: preferences.timezone }),
    ...(plan.action === 'call' ? {} : { tableStatement: true }),
  };
  // Updates, deletes and set-returning functions count their rows against max-affected.
  const limitsAffected =
    plan.action === 'update' ||
    plan.action === 'delete' ||
    (plan.action === 'call' && plan.fn.returnsSet);
  return executeWithTxEnd(
    env.db,
    context,
    statement.sql,
    planParams(statement, plan),
    (result) => {
      checkSingle(output, result.page);
      if (limitsAffected) checkMaxAffected(preferences, result.page);
    },
    preferences.tx,
  );
}
