import type { Plan } from './plan-types.ts';

/**
 * The plan's structure without its values: the key of its compiled statement
 * (`statementFor`). Every plan field the compiler reads is here, and no value:
 * two requests that differ only in values share one statement.
 */
export function planKey(plan: Plan): string {
  const common = `${plan.action} ${plan.relation.name} ${plan.count} ${plan.stripNulls} ${plan.csv}`;
  switch (plan.action) {
    case 'read':
      return `${common} ${plan.shapeKey}`;
    case 'call':
      return `${common} ${JSON.stringify([plan.fn.name, plan.overload, plan.argNames])} ${plan.shapeKey}`;
    default:
      return (
        `${common} ${plan.representation} ${plan.missingDefault} ${plan.countInserted} ` +
        `${JSON.stringify([plan.columns, plan.upsert ?? null, plan.location])} ${plan.shapeKey}`
      );
  }
}
