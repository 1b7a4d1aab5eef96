import type { QueryShape } from '../parse/ast.ts';
import type { Relation } from '../schema/schema-types.ts';
import { invalidBody, RestError } from './rest-error.ts';

/**
 * PUT is PostgREST's single-row upsert: the filters must be exactly the
 * primary-key columns with `eq` (405 PGRST105), no limit/offset (400
 * PGRST114), one object whose key values match those filters (400 PGRST115).
 */
export function checkPutFilters(
  relation: Relation,
  shape: QueryShape,
  page: { limit?: string; offset?: string },
  values: string[],
): Map<string, string> {
  if (page.limit !== undefined || page.offset !== undefined || shape.ranges.length > 0)
    throw new RestError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    );
  const filtered = new Map<string, string>();
  let onlyKeyEquality = relation.primaryKey.length > 0;
  for (const { path, condition } of shape.conditions) {
    const plainEq =
      path.length === 0 &&
      condition.type === 'compare' &&
      condition.op === 'eq' &&
      !condition.negated &&
      condition.quantifier === undefined &&
      condition.field.jsonPath.length === 0 &&
      relation.primaryKey.includes(condition.field.name) &&
      !filtered.has(condition.field.name);
    if (!plainEq) onlyKeyEquality = false;
    else filtered.set(condition.field.name, values[condition.value]!);
  }
  if (!onlyKeyEquality || filtered.size !== relation.primaryKey.length)
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  return filtered;
}

export function checkPutBody(relation: Relation, filtered: Map<string, string>, rowsJson: string) {
  const rows = JSON.parse(rowsJson) as Record<string, unknown>[];
  if (rows.length !== 1) throw invalidBody();
  const row = rows[0]!;
  const matches = relation.primaryKey.every(
    (column) =>
      row[column] !== undefined &&
      row[column] !== null &&
      String(row[column]) === filtered.get(column),
  );
  if (!matches)
    throw new RestError(
      400,
      'PGRST115',
      'Payload values do not match URL in primary key column(s)',
    );
}
