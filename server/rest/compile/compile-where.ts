import { compareOperators, type Condition, type Field, ftsOperators } from '../parse/ast.ts';
import { RestError } from '../http/rest-error.ts';
import type { SchemaCache } from '../schema/schema-types.ts';
import { fieldSql } from './compile-field.ts';
import { embedFromSql, joinSql } from './compile-join.ts';
import type { EmbedNode, ResourceNode } from './resource-tree.ts';
import { param } from './sql-text.ts';

const scanningOperators = new Set(['like', 'ilike', 'match', 'imatch']);

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
      checkTextSearchColumn(node, condition.field);
      const config =
        condition.config === undefined ? '' : `${param(condition.config)}::regconfig, `;
      return `${field} @@ ${ftsOperators[condition.op]}(${config}${param(condition.value)})`;
    }
    case 'compare': {
      if (scanningOperators.has(condition.op)) checkPatternColumn(node, condition.field);
      const operator = compareOperators[condition.op];
      const value = param(condition.value);
      return condition.quantifier
        ? `${field} ${operator} ${condition.quantifier}(${value})`
        : `${field} ${operator} ${value}`;
    }
  }
}

/**
 * Full-text operators (fts, plfts, phfts, wfts) only on a stored tsvector
 * column of a table: matching a stored vector is cheap and a GIN index can
 * serve it. On a text column PostgREST runs to_tsvector() over the text of
 * every row for every term, which an index cannot serve; 600 such terms over
 * a 50,000-character article held the embedded database for a minute, so
 * it is refused with 400 PGRST191 (docs/rest-api-coverage.md).
 */
function checkTextSearchColumn(node: ResourceNode, field: Field) {
  const column = node.relation.columns.get(field.name);
  if (
    node.relation.kind === 'table' &&
    column?.typeName === 'tsvector' &&
    field.jsonPath.length === 0
  )
    return;
  throw new RestError(
    400,
    'PGRST191',
    `Full-text search is not available on '${field.name}' of '${node.relation.name}'`,
    'Full-text operators (fts, plfts, phfts, wfts) work only on a tsvector column of a table',
    'Search a tsvector column, or call a search function (rpc)',
  );
}

/** Longest text (characters, by its CHECK) a pattern or regular expression may be run over. */
export const maxPatternTextLength = 4_000;

/**
 * Pattern and regular-expression filters (like, ilike, match, imatch) read
 * the whole text of every row: not on a column whose CHECK lets it hold
 * more than `maxPatternTextLength` characters (an article, a description, a
 * biography), nor on a JSON path into such a column. The portal searches
 * those through its search columns and functions.
 */
function checkPatternColumn(node: ResourceNode, field: Field) {
  const column = node.relation.columns.get(field.name);
  if ((column?.maxLength ?? 0) <= maxPatternTextLength) return;
  throw new RestError(
    400,
    'PGRST191',
    `Pattern filters are not available on '${field.name}' of '${node.relation.name}'`,
    `like, ilike, match and imatch work only on columns of at most ${maxPatternTextLength} characters`,
    'Filter a search column (search_text), or call a search function (rpc)',
  );
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
