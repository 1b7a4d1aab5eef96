import type { Queryable } from '../database.ts';

/**
 * What the `public` schema holds, read from the catalogs, for the generated
 * supabase-js `Database` types (render-database-types.ts). Objects that
 * belong to extensions (pg_trgm, unaccent, ...) and trigger functions are
 * left out: the API never exposes them.
 */

export interface ColumnInfo {
  name: string;
  typeOid: number;
  notNull: boolean;
  hasDefault: boolean;
  /** `generated always as (...)` or `generated always as identity`: never written. */
  generatedAlways: boolean;
  /** A BEFORE INSERT trigger assigns it (`new.slug := ...`), so an insert may leave it out. */
  setByInsertTrigger: boolean;
  /** The values a `check (column in (...))` allows, else null. */
  allowedValues: string[] | null;
}

export interface RelationshipInfo {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  relationships: RelationshipInfo[];
}

export interface ArgumentInfo {
  name: string;
  typeOid: number;
  optional: boolean;
}

export interface FunctionInfo {
  name: string;
  args: ArgumentInfo[];
  returnsSet: boolean;
  returnTypeOid: number;
  /** The columns of `returns table (...)`, else empty. */
  returnColumns: { name: string; typeOid: number }[];
}

export interface TypeInfo {
  oid: number;
  name: string;
  schema: string;
  /** pg_type.typtype: b base, c composite, d domain, e enum, p pseudo, r range. */
  kind: string;
  elementOid: number;
  baseOid: number;
  /** For a composite type, the public relation it is the row of. */
  relationName: string | null;
  /** For an array type (typcategory 'A'). */
  isArray: boolean;
  /** For a domain with `check (value in (...))`, the values it allows. */
  allowedValues: string[] | null;
}

export interface SchemaInfo {
  relations: RelationInfo[];
  functions: FunctionInfo[];
  enums: { name: string; values: string[] }[];
  types: Map<number, TypeInfo>;
}

const notFromExtension = (catalog: string, oid: string) => `not exists (
  select 1 from pg_depend d
  where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const relationsSql = `
  select c.oid::int8::text as oid, c.relname::text as name, c.relkind::text as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
    and ${notFromExtension('pg_class', 'c.oid')}
  order by c.relname`;

const columnsSql = `
  select a.attrelid::int8::text as relation, a.attname::text as name,
    a.atttypid::int8::text as type_oid, a.attnotnull as not_null, a.atthasdef as has_default,
    (a.attidentity = 'a' or a.attgenerated <> '') as generated_always
  from pg_attribute a join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
    and a.attnum > 0 and not a.attisdropped
  order by a.attrelid, a.attnum`;

// tgtype bits: 1 row, 2 before, 4 insert.
const insertTriggerAssignmentsSql = `
  select distinct t.tgrelid::int8::text as relation, lower(m[1]) as name
  from pg_trigger t join pg_proc p on p.oid = t.tgfoid
  cross join lateral regexp_matches(p.prosrc, 'new\\.([a-z_][a-z0-9_]*)\\s*:=', 'gi') as m
  where not t.tgisinternal and (t.tgtype & 7) = 7`;

// One-column checks of the form `check (status in ('a', 'b'))`, on a column or a domain.
const valueListChecksSql = `
  select con.conrelid::int8::text as relation, con.contypid::int8::text as domain,
    (select a.attname::text from pg_attribute a
      where a.attrelid = con.conrelid and a.attnum = con.conkey[1]) as column_name,
    pg_get_constraintdef(con.oid) as definition
  from pg_constraint con join pg_namespace n on n.oid = con.connamespace
  where con.contype = 'c' and n.nspname = 'public'
    and (con.contypid <> 0 or cardinality(con.conkey) = 1)
  order by con.conname`;

const literals = String.raw`((?:'[^']*'::text(?:, )?)+)`;
const valueLists = [
  // check (status in ('a', 'b'))
  new RegExp(String.raw`^CHECK \(\((\w+) = ANY \(ARRAY\[${literals}\]\)\)\)$`),
  // check (niche <@ array['a', 'b']): every element of an array column is one of them
  new RegExp(String.raw`^CHECK \(\((\w+) <@ ARRAY\[${literals}\]\)\)$`),
];

/** The literals of `CHECK ((x = ANY (ARRAY['a'::text, ...])))` or `x <@ ARRAY[...]`, else null. */
export function checkedValues(definition: string): string[] | null {
  const match = valueLists.map((pattern) => pattern.exec(definition)).find(Boolean);
  if (!match) return null;
  return [...match[2]!.matchAll(/'([^']*)'::text/g)].map((literal) => literal[1]!);
}

const foreignKeysSql = `
  select con.conname::text as name, con.conrelid::int8::text as relation,
    ref.relname::text as referenced,
    array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
    array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)
      as referenced_columns,
    exists (select 1 from pg_constraint u where u.conrelid = con.conrelid
      and u.contype in ('p', 'u') and u.conkey::int2[] @> con.conkey::int2[]
      and u.conkey::int2[] <@ con.conkey::int2[]) as one_to_one
  from pg_constraint con join pg_class ref on ref.oid = con.confrelid
  join pg_namespace n on n.oid = con.connamespace
  join pg_namespace rn on rn.oid = ref.relnamespace
  where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
  order by con.conname`;

const functionsSql = `
  select p.proname::text as name, p.proretset as returns_set,
    p.prorettype::int8::text as return_type, p.pronargdefaults as defaults,
    coalesce(p.proargnames::text[], '{}') as arg_names,
    coalesce(p.proargmodes::text[], '{}') as arg_modes,
    coalesce(p.proallargtypes::int8[]::text[], p.proargtypes::oid[]::int8[]::text[]) as arg_types
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'
    and rt.typname not in ('trigger', 'event_trigger', 'internal')
    and ${notFromExtension('pg_proc', 'p.oid')}
  order by p.proname, pg_get_function_identity_arguments(p.oid)`;

const enumsSql = `
  select t.typname::text as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
  from pg_type t join pg_enum e on e.enumtypid = t.oid
  join pg_namespace n on n.oid = t.typnamespace
  where n.nspname = 'public'
  group by t.typname order by t.typname`;

const typesSql = `
  select t.oid::int8::text as oid, t.typname::text as name, n.nspname::text as schema,
    t.typtype::text as kind, t.typelem::int8::text as element, t.typbasetype::int8::text as base,
    t.typcategory = 'A' as is_array,
    (select c.relname::text from pg_class c join pg_namespace cn on cn.oid = c.relnamespace
      where c.oid = t.typrelid and cn.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm'))
      as relation
  from pg_type t join pg_namespace n on n.oid = t.typnamespace`;

type Text = string;

export async function introspectSchema(db: Queryable): Promise<SchemaInfo> {
  const relations = await db.query<{ oid: Text; name: Text; kind: Text }>(relationsSql);
  const columns = await db.query<{
    relation: Text;
    name: Text;
    type_oid: Text;
    not_null: boolean;
    has_default: boolean;
    generated_always: boolean;
  }>(columnsSql);
  const assigned = await db.query<{ relation: Text; name: Text }>(insertTriggerAssignmentsSql);
  const setByTrigger = new Set(assigned.rows.map((row) => `${row.relation}.${row.name}`));
  const checks = await db.query<{
    relation: Text;
    domain: Text;
    column_name: Text | null;
    definition: Text;
  }>(valueListChecksSql);
  const allowed = new Map<string, string[]>();
  for (const check of checks.rows) {
    const values = checkedValues(check.definition);
    if (!values) continue;
    allowed.set(
      check.domain !== '0' ? check.domain : `${check.relation}.${check.column_name}`,
      values,
    );
  }
  const keys = await db.query<{
    name: Text;
    relation: Text;
    referenced: Text;
    columns: Text[];
    referenced_columns: Text[];
    one_to_one: boolean;
  }>(foreignKeysSql);
  const functions = await db.query<{
    name: Text;
    returns_set: boolean;
    return_type: Text;
    defaults: number;
    arg_names: Text[];
    arg_modes: Text[];
    arg_types: Text[];
  }>(functionsSql);
  const enums = await db.query<{ name: Text; values: Text[] }>(enumsSql);
  const types = await db.query<{
    oid: Text;
    name: Text;
    schema: Text;
    kind: Text;
    element: Text;
    base: Text;
    is_array: boolean;
    relation: Text | null;
  }>(typesSql);

  return {
    relations: relations.rows.map((relation) => ({
      name: relation.name,
      kind: relation.kind === 'r' || relation.kind === 'p' ? 'table' : 'view',
      columns: columns.rows
        .filter((column) => column.relation === relation.oid)
        .map((column) => ({
          name: column.name,
          typeOid: Number(column.type_oid),
          notNull: column.not_null,
          hasDefault: column.has_default,
          generatedAlways: column.generated_always,
          setByInsertTrigger: setByTrigger.has(`${relation.oid}.${column.name}`),
          allowedValues: allowed.get(`${relation.oid}.${column.name}`) ?? null,
        })),
      relationships: keys.rows
        .filter((key) => key.relation === relation.oid)
        .map((key) => ({
          foreignKeyName: key.name,
          columns: key.columns,
          isOneToOne: key.one_to_one,
          referencedRelation: key.referenced,
          referencedColumns: key.referenced_columns,
        })),
    })),
    functions: functions.rows.map(readFunction),
    enums: enums.rows.map((row) => ({ name: row.name, values: row.values })),
    types: new Map(
      types.rows.map((row) => [
        Number(row.oid),
        {
          oid: Number(row.oid),
          name: row.name,
          schema: row.schema,
          kind: row.kind,
          elementOid: Number(row.element),
          baseOid: Number(row.base),
          isArray: row.is_array,
          relationName: row.relation,
          allowedValues: allowed.get(row.oid) ?? null,
        },
      ]),
    ),
  };
}

/** Splits a function's arguments into what a caller sends and the `returns table` columns. */
function readFunction(row: {
  name: string;
  returns_set: boolean;
  return_type: string;
  defaults: number;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
}): FunctionInfo {
  const all = row.arg_types.map((type, index) => ({
    name: row.arg_names[index] ?? '',
    typeOid: Number(type),
    mode: row.arg_modes[index] ?? 'i',
  }));
  const inputs = all.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const firstDefault = inputs.length - row.defaults;
  return {
    name: row.name,
    args: inputs.map((arg, index) => ({
      name: arg.name,
      typeOid: arg.typeOid,
      optional: index >= firstDefault,
    })),
    returnsSet: row.returns_set,
    returnTypeOid: Number(row.return_type),
    returnColumns: all
      .filter((arg) => arg.mode === 't')
      .map((arg) => ({ name: arg.name, typeOid: arg.typeOid })),
  };
}
