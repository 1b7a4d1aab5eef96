import { outputName } from '../parse/parse-field.ts';
import { RestError } from '../http/rest-error.ts';
import { isToOne } from '../schema/relationships.ts';
import type { SchemaCache } from '../schema/schema-types.ts';
import { castSql, fieldSql } from './compile-field.ts';
import { embedFromSql, joinSql } from './compile-join.ts';
import { whereSql } from './compile-where.ts';
import type { EmbedNode, ResourceNode } from './resource-tree.ts';
import { ident, param } from './sql-text.ts';

/** One output column: an expression and its JSON key (undefined for `"t0".*`). */
interface Entry {
  sql: string;
  name?: string;
  /** An aggregate: every other entry of the resource is a grouping column. */
  aggregate?: boolean;
}

const hasAggregate = (node: ResourceNode) =>
  node.select.some(
    (item) => item.type === 'count' || (item.type === 'column' && item.aggregate !== undefined),
  );

/**
 * The select list of a resource. A to-one embed is the JSON of its LATERAL
 * join (see `lateralJoinsSql`); other embeds are correlated subqueries that
 * build JSON.
 */
export function selectListSql(cache: SchemaCache, node: ResourceNode): string {
  return entries(cache, node, hasAggregate(node))
    .map((entry) => (entry.name === undefined ? entry.sql : `${entry.sql} as ${ident(entry.name)}`))
    .join(', ');
}

/**
 * PostgREST's automatic GROUP BY: with an aggregate in the select list, the
 * other selected columns (and embeds) group the rows, by their positions.
 */
export function groupBySql(cache: SchemaCache, node: ResourceNode): string {
  if (!hasAggregate(node)) return '';
  const positions = entries(cache, node, true).flatMap((entry, index) =>
    entry.aggregate ? [] : [String(index + 1)],
  );
  return positions.length > 0 ? ` group by ${positions.join(', ')}` : '';
}

function entries(cache: SchemaCache, node: ResourceNode, expandStar = false): Entry[] {
  const list: Entry[] = [];
  for (const item of node.select) {
    if (item.type === 'count') {
      const cast = item.cast ? castSql(cache, item.cast) : '';
      list.push({
        sql: cast ? `(count(*))${cast}` : 'count(*)',
        name: item.alias ?? 'count',
        aggregate: true,
      });
    } else if (item.type === 'column' && item.aggregate) {
      const input = fieldSql(node.relation, node.alias, item.field);
      const inputCast = item.cast ? castSql(cache, item.cast) : '';
      const outputCast = item.aggregate.cast ? castSql(cache, item.aggregate.cast) : '';
      const call = `${item.aggregate.fn}(${inputCast ? `(${input})${inputCast}` : input})`;
      list.push({
        sql: outputCast ? `(${call})${outputCast}` : call,
        name: item.alias ?? item.aggregate.fn,
        aggregate: true,
      });
    } else if (item.type === 'star') {
      if (!expandStar) list.push({ sql: `${ident(node.alias)}.*` });
      else
        for (const name of node.relation.columns.keys())
          list.push({ sql: `${ident(node.alias)}.${ident(name)}`, name });
    } else if (item.type === 'column') {
      const cast = item.cast ? castSql(cache, item.cast) : '';
      const sql = fieldSql(node.relation, node.alias, item.field);
      list.push({
        sql: cast ? `(${sql})${cast}` : sql,
        name: item.alias ?? outputName(item.field),
      });
    } else {
      const key = item.alias ?? item.relation;
      const child = node.children.get(key)!;
      if (child.spread) list.push(...spreadEntries(cache, node, child));
      else if (joinedToOne(child))
        list.push({ sql: `row_to_json(${ident(lateralAlias(child))})`, name: key });
      else if (child.select.length > 0) list.push({ sql: embedSql(cache, node, child), name: key });
    }
  }
  return list;
}

/**
 * A to-one embed (not spread, without aggregates) is a LEFT JOIN LATERAL
 * subquery of its parent's FROM, as PostgREST compiles it: PostgreSQL
 * flattens it into a join, so it finds the one row by the key's index,
 * where a subquery in the select list ran once per parent row (and on small
 * tables as a scan of the whole table). A parent row without a match keeps
 * its place with NULL, as before. Embeds with aggregates keep the
 * correlated form, whose empty group still gives `count` 0.
 */
const joinedToOne = (child: EmbedNode) =>
  isToOne(child.relationship) && !child.spread && child.select.length > 0 && !hasAggregate(child);

const lateralAlias = (child: EmbedNode) => `${child.alias}_one`;

/** The LATERAL joins of a resource's to-one embeds, to follow its FROM item. */
export function lateralJoinsSql(cache: SchemaCache, node: ResourceNode): string {
  let sql = '';
  for (const child of node.children.values())
    if (joinedToOne(child))
      sql += ` left join lateral (select ${selectListSql(cache, child)} ${fromWhere(cache, node, child)}) as ${ident(lateralAlias(child))} on true`;
  return sql;
}

function fromWhere(cache: SchemaCache, parent: ResourceNode, child: EmbedNode): string {
  const where = [joinSql(parent.alias, child), ...whereSql(cache, child)].join(' and ');
  return `from ${embedFromSql(parent.alias, child)}${lateralJoinsSql(cache, child)} where ${where}`;
}

function embedSql(cache: SchemaCache, parent: ResourceNode, child: EmbedNode): string {
  const inner = `select ${selectListSql(cache, child)} ${fromWhere(cache, parent, child)}${groupBySql(cache, child)}`;
  if (isToOne(child.relationship))
    return `(select row_to_json("pgrst_row") from (${inner}) as "pgrst_row")`;
  const ordered = `${inner}${orderSql(cache, child)}${rangeSql(child)}`;
  return `coalesce((select json_agg("pgrst_row") from (${ordered}) as "pgrst_row"), '[]')`;
}

/** `...rel(a, b)`: the to-one resource's columns lifted into the parent row. */
function spreadEntries(cache: SchemaCache, parent: ResourceNode, child: EmbedNode): Entry[] {
  return entries(cache, child, true).map((entry) => ({
    sql: `(select ${entry.sql} ${fromWhere(cache, parent, child)})`,
    name: entry.name,
  }));
}

export function orderSql(cache: SchemaCache, node: ResourceNode): string {
  if (node.orders.length === 0) return '';
  const terms = node.orders.map((term) => {
    let sql: string;
    if (term.relation === undefined) sql = fieldSql(node.relation, node.alias, term.field);
    else {
      const child = node.children.get(term.relation);
      if (!child || !isToOne(child.relationship))
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${term.relation}' is not possible`,
          `'${node.relation.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      const column = fieldSql(child.relation, child.alias, term.field);
      sql = `(select ${column} from ${embedFromSql(node.alias, child)} where ${joinSql(node.alias, child)})`;
    }
    if (term.direction) sql += ` ${term.direction}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function rangeSql(node: ResourceNode): string {
  const range = node.range;
  if (!range) return '';
  return (
    (range.limit === undefined ? '' : ` limit ${param(range.limit)}`) +
    (range.offset === undefined ? '' : ` offset ${param(range.offset)}`)
  );
}
