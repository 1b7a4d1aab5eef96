import { RestError } from '../http/rest-error.ts';
import { computedOn } from './computed.ts';
import type { ForeignKey, Relation, SchemaCache } from './schema-types.ts';

/**
 * Relationship detection from foreign keys (PROTOCOL.md §3.10): many-to-one
 * and one-to-one are objects, one-to-many and many-to-many are arrays.
 */

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  cardinality: Cardinality;
  target: Relation;
  /** Direct: pairs of (source column, target column). */
  pairs: [string, string][];
  junction?: {
    table: string;
    /** Pairs of (junction column, source column) and (junction column, target column). */
    sourcePairs: [string, string][];
    targetPairs: [string, string][];
  };
  /** A computed relationship: the function (of the source row) that gives the target rows. */
  computed?: string;
  /** The foreign key's constraint name (direct relationships). */
  constraint?: string;
  /** Names a hint may use: constraint names, FK columns, the junction table. */
  hints: string[];
  description: string;
}

export const isToOne = (relationship: Relationship) =>
  relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';

const isUnique = (relation: Relation, columns: string[]) =>
  relation.uniqueKeys.some(
    (key) => key.length === columns.length && key.every((column) => columns.includes(column)),
  );

const zip = (a: string[], b: string[]) => a.map((value, i): [string, string] => [value, b[i]!]);

/**
 * The relationships of `source` that `name` may refer to: foreign keys both
 * ways, many-to-many through a junction to the relation named `name` (a
 * junction is only ever matched by its target's name), computed relationships.
 */
function relationshipsOf(cache: SchemaCache, source: Relation, name: string): Relationship[] {
  const found: Relationship[] = [];
  // From the source's side, as PostgREST words it: `fk using source(cols) and target(cols)`.
  const describe = (fk: ForeignKey, fromReferenced = false) => {
    const child = `${fk.table}(${fk.columns.join(', ')})`;
    const parent = `${fk.refTable}(${fk.refColumns.join(', ')})`;
    return `${fk.name} using ${fromReferenced ? `${parent} and ${child}` : `${child} and ${parent}`}`;
  };
  for (const fk of cache.foreignKeys) {
    const target = cache.relations.get(fk.refTable);
    if (fk.table === source.name && target)
      found.push({
        cardinality: isUnique(source, fk.columns) ? 'one-to-one' : 'many-to-one',
        target,
        pairs: zip(fk.columns, fk.refColumns),
        constraint: fk.name,
        hints: [fk.name, ...fk.columns],
        description: describe(fk),
      });
    const child = cache.relations.get(fk.table);
    if (fk.refTable === source.name && child)
      found.push({
        cardinality: isUnique(child, fk.columns) ? 'one-to-one' : 'one-to-many',
        target: child,
        pairs: zip(fk.refColumns, fk.columns),
        constraint: fk.name,
        hints: [fk.name, ...fk.columns],
        description: describe(fk, true),
      });
  }
  const target = cache.relations.get(name);
  if (target) found.push(...manyToMany(cache, source, target));
  for (const overloads of cache.functions.values())
    for (const fn of overloads) {
      const rows = fn.returnTable ? cache.relations.get(fn.returnTable) : undefined;
      if (!rows || computedOn(fn) !== source.name) continue;
      found.push({
        cardinality: fn.returnsSet && !fn.oneRow ? 'one-to-many' : 'many-to-one',
        target: rows,
        pairs: [],
        computed: fn.name,
        hints: [],
        description: `${fn.name}(${source.name}) returning ${rows.name}`,
      });
    }
  return found;
}

const singlePair = (relationship: Relationship) =>
  relationship.pairs.length === 1 ? relationship.pairs[0] : undefined;

/**
 * PostgREST's choice among the relationships of `source` for `name(…)` or
 * `name!hint(…)`: without a hint, the target table or view by name, or (to a
 * table) the FK constraint name or the single FK column; a self-reference by
 * its table name is the one-to-many side (the children), by its FK column the
 * many-to-one side. With a hint, the target by name and the hint as
 * constraint, FK column, referenced column or junction table.
 */
function matches(
  source: Relation,
  relationship: Relationship,
  name: string,
  hint: string | undefined,
): boolean {
  if (relationship.computed !== undefined) return relationship.computed === name;
  const { target, cardinality, constraint, junction } = relationship;
  const pair = singlePair(relationship);
  if (!junction && target.name === source.name) {
    if (hint === undefined)
      return (
        (target.name === name && cardinality === 'one-to-many') ||
        (pair?.[0] === name && cardinality === 'many-to-one')
      );
    return target.name === name && cardinality === 'one-to-many' && pair?.[1] === hint;
  }
  if (hint === undefined)
    return (
      target.name === name ||
      (target.kind !== 'view' && !junction && (constraint === name || pair?.[0] === name))
    );
  return (
    target.name === name &&
    (relationship.hints.includes(hint) || pair?.[0] === hint || pair?.[1] === hint)
  );
}

function manyToMany(cache: SchemaCache, source: Relation, target: Relation): Relationship[] {
  const found: Relationship[] = [];
  for (const toSource of cache.foreignKeys) {
    if (toSource.refTable !== source.name) continue;
    const junction = cache.relations.get(toSource.table);
    // Only tables are junctions: a view over a junction table would make every such embed ambiguous.
    if (!junction || junction.kind !== 'table') continue;
    if (junction.name === source.name || junction.name === target.name) continue;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toSource || toTarget.table !== junction.name) continue;
      if (toTarget.refTable !== target.name) continue;
      const keyed = [...toSource.columns, ...toTarget.columns].every((column) =>
        junction.primaryKey.includes(column),
      );
      if (!keyed) continue;
      found.push({
        cardinality: 'many-to-many',
        target,
        pairs: [],
        junction: {
          table: junction.name,
          sourcePairs: zip(toSource.columns, toSource.refColumns),
          targetPairs: zip(toTarget.columns, toTarget.refColumns),
        },
        hints: [junction.name, toSource.name, toTarget.name],
        description: `${junction.name} using ${toSource.name} and ${toTarget.name}`,
      });
    }
  }
  return found;
}

export function findRelationship(
  cache: SchemaCache,
  source: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const found = relationshipsOf(cache, source, name).filter((relationship) =>
    matches(source, relationship, name, hint),
  );
  if (found.length === 1) return found[0]!;
  if (found.length === 0)
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${name}'${
        hint === undefined ? '' : ` using the hint '${hint}'`
      } in the schema 'public', but no matches were found.`,
    );
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
    found.map((relationship) => ({
      cardinality: relationship.cardinality,
      embedding: `${source.name} with ${relationship.target.name}`,
      relationship: relationship.description,
    })),
    `Try changing '${name}' to one of the following: ${found
      .map((relationship) => `'${name}!${relationship.hints[0]}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
