import { compareOperators, type Condition, ftsOperators } from '../parse/ast.ts';
import { RestError } from '../http/rest-error.ts';
import type { SchemaCache } from '../schema/schema-types.ts';
import { fieldSql } from './compile-field.ts';
import { embedFromSql, joinSql } from './compile-join.ts';
import type { EmbedNode, ResourceNode } from './resource-tree.ts';
import { param } from './sql-text.ts';

/** The WHERE conditions of one resource: its filters and its `!inner` embeds. */
export function whereSql(cache: SchemaCache, node: ResourceNode): string[] {
  const parts = node.conditions.map((condition) => conditionSql(cache, node, condition));
  for (const child of node.children.values())
    if (child.inner) parts.push(existsSql(cache, node, child));
  return parts;
}

/** There is at least one row of the embed, with the embed's own filters. */
export function existsSql(cache: SchemaCache, parent: ResourceNode, child: EmbedNode): string {
  const where = [joinSql(parent.alias, child), ...whereSql(cache, child)].join(' and ');
  return `exists (select 1 from ${embedFromSql(parent.alias, child)} where ${where})`;
}

function conditionSql(cache: SchemaCache, node: ResourceNode, condition: Condition): string {
  const sql = positiveSql(cache, node, condition);
  return condition.negated ? `not (${sql})` : sql;
}

function positiveSql(cache: SchemaCache, node: ResourceNode, condition: Condition): string {
  if (condition.type === 'logic') {
    const joiner = condition.op === 'or' ? ' or ' : ' and ';
    return `(${condition.children.map((child) => conditionSql(cache, node, child)).join(joiner)})`;
  }
  const embed = embedFilter(cache, node, condition);
  if (embed) return embed;
  const field = fieldSql(node.relation, node.alias, condition.field);
  switch (condition.type) {
    case 'is':
      return `${field} is ${condition.value === 'not_null' ? 'not null' : condition.value}`;
    case 'in':
      return `${field} = any(${param(condition.value)})`;
    case 'fts': {
      const config =
        condition.config === undefined ? '' : `${param(condition.config)}::regconfig, `;
      const column = node.relation.columns.get(condition.field.name)!;
      const vector =
        column.typeName === 'tsvector' && condition.field.jsonPath.length === 0
          ? field
          : `to_tsvector(${config}${field})`;
      return `${vector} @@ ${ftsOperators[condition.op]}(${config}${param(condition.value)})`;
    }
    case 'compare': {
      const operator = compareOperators[condition.op];
      const value = param(condition.value);
      return condition.quantifier
        ? `${field} ${operator} ${condition.quantifier}(${value})`
        : `${field} ${operator} ${value}`;
    }
  }
}

/** `rel=is.null` / `rel=not.is.null` on an embedded resource: an (anti) semi-join. */
function embedFilter(
  cache: SchemaCache,
  node: ResourceNode,
  condition: Exclude<Condition, { type: 'logic' }>,
): string | undefined {
  const { field } = condition;
  const child = node.children.get(field.name);
  if (!child || node.relation.columns.has(field.name) || field.jsonPath.length > 0)
    return undefined;
  if (condition.type !== 'is' || (condition.value !== 'null' && condition.value !== 'not_null'))
    throw new RestError(
      400,
      'PGRST120',
      `Bad operator on the '${field.name}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  const exists = existsSql(cache, node, child);
  return condition.value === 'null' ? `not ${exists}` : exists;
}
