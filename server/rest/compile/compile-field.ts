import type { Field } from '../parse/ast.ts';
import { columnNotFound, RestError } from '../http/rest-error.ts';
import type { Relation, SchemaCache } from '../schema/schema-types.ts';
import { ident, param, qualified } from './sql-text.ts';

/**
 * `"t0"."col"->$3::text->>$4::int`, after checking the column exists; a
 * computed field is its function applied to the row, `"public"."fn"("t0")`.
 */
export function fieldSql(relation: Relation, alias: string, field: Field): string {
  const computed = relation.columns.has(field.name)
    ? undefined
    : relation.computed?.get(field.name);
  if (!computed && !relation.columns.has(field.name))
    throw columnNotFound(relation.name, field.name);
  let sql = computed
    ? `${qualified(computed.name)}(${ident(alias)})`
    : `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.jsonPath)
    sql += `${step.arrow}${param(step.key)}::${step.index ? 'int' : 'text'}`;
  return sql;
}

const typeAliases: Record<string, string> = {
  integer: 'int4',
  int: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  real: 'float4',
  float: 'float8',
  'double precision': 'float8',
  decimal: 'numeric',
  'character varying': 'varchar',
  character: 'bpchar',
  char: 'bpchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
};

/** `::type` of a select item: the type must exist in pg_catalog or public. */
export function castSql(cache: SchemaCache, cast: string): string {
  const array = cast.endsWith('[]');
  const base = cast.replace(/\[\]$/, '').trim().toLowerCase().replace(/\s+/g, ' ');
  const name = (array ? '_' : '') + (typeAliases[base] ?? base);
  if (!cache.typeNames.has(name))
    throw new RestError(400, '42704', `type "${cast}" does not exist`);
  return `::${ident(name)}`;
}
