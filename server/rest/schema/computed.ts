import type { DbFunction, Relation } from './schema-types.ts';

/**
 * PostgREST's computed fields and computed relationships: a function whose
 * only parameter is the row type of a public table or view. Returning a
 * scalar, it is a field of that relation (`select=id,blurb_message`);
 * returning rows of another public table or view, it is a relationship
 * embedded by the function's name (`select=id,get_messages(*)`).
 */

/** The relation a function is computed on, when its only parameter is a row of one. */
export function computedOn(fn: DbFunction): string | undefined {
  return fn.args.length === 1 ? fn.args[0]!.rowOf : undefined;
}

export function isComputedField(fn: DbFunction): boolean {
  return computedOn(fn) !== undefined && fn.returns === 'scalar' && !fn.returnsSet;
}

/** A computed relationship of `source` named `name`, if there is one. */
export function computedRelationship(
  functions: Map<string, DbFunction[]>,
  source: string,
  name: string,
): DbFunction | undefined {
  return (functions.get(name) ?? []).find(
    (fn) => computedOn(fn) === source && fn.returnTable !== undefined,
  );
}

export function addComputedFields(
  relations: Map<string, Relation>,
  functions: Map<string, DbFunction[]>,
) {
  for (const overloads of functions.values())
    for (const fn of overloads) {
      const relation = relations.get(computedOn(fn) ?? '');
      if (!relation || !isComputedField(fn) || relation.columns.has(fn.name)) continue;
      relation.computed ??= new Map();
      relation.computed.set(fn.name, fn);
    }
}
