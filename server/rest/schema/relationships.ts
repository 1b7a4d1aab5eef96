import { RestError } from '../http/rest-error.ts';
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

function candidates(cache: SchemaCache, source: Relation, name: string): Relationship[] {
  const found: Relationship[] = [];
  const describe = (fk: ForeignKey) =>
    `${fk.name} using ${fk.table}(${fk.columns.join(', ')}) and ${fk.refTable}(${fk.refColumns.join(', ')})`;
  for (const fk of cache.foreignKeys) {
    const target = cache.relations.get(fk.refTable);
    const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
    if (
      fk.table === source.name &&
      target &&
      (fk.refTable === name || byColumn || fk.name === name)
    )
      found.push({
        cardinality: isUnique(source, fk.columns) ? 'one-to-one' : 'many-to-one',
        target,
        pairs: zip(fk.columns, fk.refColumns),
        hints: [fk.name, ...fk.columns],
        description: describe(fk),
      });
    const child = cache.relations.get(fk.table);
    if (fk.refTable === source.name && fk.table === name && child)
      found.push({
        cardinality: isUnique(child, fk.columns) ? 'one-to-one' : 'one-to-many',
        target: child,
        pairs: zip(fk.refColumns, fk.columns),
        hints: [fk.name, ...fk.columns],
        description: describe(fk),
      });
  }
  const target = cache.relations.get(name);
  if (target) found.push(...manyToMany(cache, source, target));
  return found;
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
  let found = candidates(cache, source, name);
  if (hint !== undefined) found = found.filter((relationship) => relationship.hints.includes(hint));
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
