import { compileRead } from '../compile/compile-read.ts';
import { compileRpc } from '../compile/compile-rpc.ts';
import { compileWrite } from '../compile/compile-write.ts';
import { buildResourceTree } from '../compile/resource-tree.ts';
import { bind, keepUsedParams, type Statement } from '../compile/used-params.ts';
import type { SchemaCache } from '../schema/schema-types.ts';
import type { SchemaCacheStore } from '../schema/schema-cache-store.ts';
import { planKey } from './plan-key.ts';
import type { Plan } from './plan-types.ts';

/**
 * The SQL of a plan. Parameters: the query's values first, then (read) limit
 * and offset, (write) the body, (call) the arguments, limit and offset.
 */
export function compilePlan(cache: SchemaCache, plan: Plan): Statement {
  const root = buildResourceTree(cache, plan.relation, plan.shape);
  const { count, stripNulls, csv } = plan;
  const first = plan.values.length;
  if (plan.action === 'read')
    return keepUsedParams(compileRead(cache, root, { count, stripNulls, csv, limitParam: first }));
  if (plan.action === 'call')
    return keepUsedParams(
      compileRpc(cache, root, {
        fn: plan.fn,
        argNames: plan.argNames,
        argsParam: first,
        count,
        stripNulls,
        csv,
        limitParam: first + 1,
      }),
    );
  return keepUsedParams(
    compileWrite(cache, root, {
      kind: plan.action,
      columns: plan.columns,
      representation: plan.representation,
      count,
      stripNulls,
      csv,
      bodyParam: first,
      missingDefault: plan.missingDefault,
      ...(plan.upsert ? { upsert: plan.upsert } : {}),
      ...(plan.location.length > 0 ? { location: plan.location } : {}),
      countInserted: plan.countInserted,
    }),
  );
}

/** The compiled statement of a plan, kept by the plan's key until the schema reloads. */
export function statementFor(store: SchemaCacheStore, plan: Plan): Statement {
  const key = planKey(plan);
  let statement = store.compiled.get(key) as Statement | undefined;
  if (statement === undefined) {
    statement = compilePlan(store.current, plan);
    store.remember(key, statement);
  }
  return statement;
}

/** The statement's parameters from the plan's values. */
export function planParams(statement: Statement, plan: Plan): unknown[] {
  if (plan.action === 'read')
    return bind(statement, [...plan.values, plan.range.limit, plan.range.offset]);
  if (plan.action === 'call')
    return bind(statement, [...plan.values, plan.argsJson, plan.range.limit, plan.range.offset]);
  return bind(statement, [...plan.values, plan.body]);
}
