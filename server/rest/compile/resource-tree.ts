import type { Condition, OrderTerm, PathRange, QueryShape, SelectItem } from '../parse/ast.ts';
import { RestError } from '../http/rest-error.ts';
import { findRelationship, type Relationship } from '../schema/relationships.ts';
import type { Relation, SchemaCache } from '../schema/schema-types.ts';

/**
 * The request resolved against the schema cache: one node per resource (the
 * top-level table and every embed), each with its SQL alias, its relationship
 * to its parent, and the conditions, orders and ranges that target it.
 */
export interface ResourceNode {
  relation: Relation;
  alias: string;
  select: SelectItem[];
  conditions: Condition[];
  orders: OrderTerm[];
  range?: PathRange;
  /** Embedded resources by the name the request uses for them (alias or relation). */
  children: Map<string, EmbedNode>;
}

export interface EmbedNode extends ResourceNode {
  relationship: Relationship;
  inner: boolean;
  spread: boolean;
}

/**
 * `rel(count)`: PostgREST's embedded count, the same as `rel(count())`, when
 * `count` is the only item and the embedded relation has no column of that name.
 */
function embeddedCount(select: SelectItem[], target: Relation): SelectItem[] | undefined {
  const only = select.length === 1 ? select[0] : undefined;
  if (
    only?.type !== 'column' ||
    only.field.name !== 'count' ||
    only.field.jsonPath.length > 0 ||
    only.aggregate !== undefined ||
    target.columns.has('count')
  )
    return undefined;
  return [
    {
      type: 'count',
      ...(only.alias ? { alias: only.alias } : {}),
      ...(only.cast ? { cast: only.cast } : {}),
    },
  ];
}

export function buildResourceTree(
  cache: SchemaCache,
  relation: Relation,
  shape: QueryShape,
): ResourceNode {
  let counter = 0;
  const nextAlias = () => `t${counter++}`;

  const build = (node: ResourceNode) => {
    for (const item of node.select) {
      if (item.type !== 'embed') continue;
      const relationship = findRelationship(cache, node.relation, item.relation, item.hint);
      const key = item.alias ?? item.relation;
      if (item.spread && !['many-to-one', 'one-to-one'].includes(relationship.cardinality))
        throw new RestError(
          400,
          'PGRST119',
          `A spread operation on '${item.relation}' is not possible`,
          `'${node.relation.name}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      const child: EmbedNode = {
        relation: relationship.target,
        alias: nextAlias(),
        select: embeddedCount(item.select, relationship.target) ?? item.select,
        conditions: [],
        orders: [],
        children: new Map(),
        relationship,
        inner: item.inner,
        spread: item.spread,
      };
      node.children.set(key, child);
      build(child);
    }
  };

  const root: ResourceNode = {
    relation,
    alias: nextAlias(),
    select: shape.select,
    conditions: [],
    orders: [],
    children: new Map(),
  };
  build(root);

  const at = (path: string[]): ResourceNode => {
    let node: ResourceNode = root;
    for (const name of path) {
      const child = node.children.get(name);
      if (!child)
        throw new RestError(
          400,
          'PGRST108',
          `'${name}' is not an embedded resource in this request`,
          null,
          `Verify that '${name}' is included in the 'select' query parameter.`,
        );
      node = child;
    }
    return node;
  };
  for (const { path, condition } of shape.conditions) at(path).conditions.push(condition);
  for (const { path, terms } of shape.orders) at(path).orders.push(...terms);
  for (const range of shape.ranges) at(range.path).range = range;
  return root;
}
