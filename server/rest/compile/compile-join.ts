import { qualified, ident } from './sql-text.ts';
import type { EmbedNode } from './resource-tree.ts';

/**
 * The FROM item of an embedded resource: its table or view, or for a
 * computed relationship its function applied to the parent row.
 */
export function embedFromSql(parentAlias: string, child: EmbedNode): string {
  const { computed } = child.relationship;
  const source = computed
    ? `${qualified(computed)}(${ident(parentAlias)})`
    : qualified(child.relation.name);
  return `${source} as ${ident(child.alias)}`;
}

/** The SQL condition that ties an embedded resource's rows to its parent row. */
export function joinSql(parentAlias: string, child: EmbedNode): string {
  const { relationship } = child;
  if (relationship.computed) return 'true';
  const column = (alias: string, name: string) => `${ident(alias)}.${ident(name)}`;
  if (!relationship.junction)
    return relationship.pairs
      .map(([source, target]) => `${column(child.alias, target)} = ${column(parentAlias, source)}`)
      .join(' and ');
  const junctionAlias = `${child.alias}_j`;
  const { table, sourcePairs, targetPairs } = relationship.junction;
  const conditions = [
    ...sourcePairs.map(([j, s]) => `${column(junctionAlias, j)} = ${column(parentAlias, s)}`),
    ...targetPairs.map(([j, t]) => `${column(junctionAlias, j)} = ${column(child.alias, t)}`),
  ];
  return `exists (select 1 from ${qualified(table)} as ${ident(junctionAlias)} where ${conditions.join(' and ')})`;
}
