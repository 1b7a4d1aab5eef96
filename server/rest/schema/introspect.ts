import type { Queryable } from '../../db/database.ts';
import type {
  Column,
  DbFunction,
  ForeignKey,
  FunctionArg,
  Relation,
  SchemaCache,
} from './schema-types.ts';
import { addComputedFields } from './computed.ts';
import { withViewForeignKeys } from './view-relationships.ts';

/**
 * Reads tables, views, columns, keys, foreign keys and functions of the
 * exposed schema from pg_catalog in one query. Objects that belong to an
 * extension (pg_trgm, citext…) are not exposed.
 */

const columnsOf = (relid: string) => `(
  select coalesce(json_agg(json_build_object(
    'name', a.attname, 'attnum', a.attnum, 'type', format_type(a.atttypid, a.atttypmod), 'typeName', t.typname,
    'default', case when a.attidentity <> ''
      then format('nextval(%L::regclass)', pg_get_serial_sequence(a.attrelid::regclass::text, a.attname))
      else pg_get_expr(d.adbin, d.adrelid) end,
    'maxLength', (select max(substring(pg_get_constraintdef(k.oid) from '<= (\\d+)')::int)
      from pg_constraint k
      where k.conrelid = a.attrelid and k.contype = 'c' and k.conkey = array[a.attnum]
        and pg_get_constraintdef(k.oid) ~ '(char|octet)_length\\(')
  ) order by a.attnum), '[]')
  from pg_attribute a join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum and a.attgenerated = ''
  where a.attrelid = ${relid} and a.attnum > 0 and not a.attisdropped)`;

const namesOf = (relid: string, attnums: string) => `(
  select json_agg(a.attname order by u.ord)
  from unnest(${attnums}) with ordinality as u(attnum, ord)
  join pg_attribute a on a.attrelid = ${relid} and a.attnum = u.attnum)`;

const notFromExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const introspectionSql = `
select json_build_object(
  'relations', (
    select coalesce(json_agg(json_build_object(
      'name', c.relname, 'oid', c.oid::int8,
      'kind', case when c.relkind in ('v', 'm') then 'view' else 'table' end,
      'viewQuery', (
        select r.ev_action::text from pg_rewrite r where r.ev_class = c.oid and r.rulename = '_RETURN'),
      'columns', ${columnsOf('c.oid')},
      'keys', (
        select coalesce(json_agg(json_build_object(
          'primary', k.contype = 'p', 'columns', ${namesOf('k.conrelid', 'k.conkey')})), '[]')
        from pg_constraint k where k.conrelid = c.oid and k.contype in ('p', 'u'))
    )), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
      and ${notFromExtension('pg_class', 'c.oid')}),
  'foreignKeys', (
    select coalesce(json_agg(json_build_object(
      'name', k.conname, 'table', c.relname, 'refTable', r.relname,
      'columns', ${namesOf('k.conrelid', 'k.conkey')},
      'refColumns', ${namesOf('k.confrelid', 'k.confkey')})), '[]')
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'),
  'functions', (
    select coalesce(json_agg(json_build_object(
      'name', p.proname, 'returnsSet', p.proretset, 'volatility', p.provolatile,
      'returnTypeName', rt.typname, 'returnTypeKind', rt.typtype,
      'returnColumns', case when rt.typrelid <> 0 then ${columnsOf('rt.typrelid')} end,
      'returnTable', (
        select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
        where rc.oid = rt.typrelid and rn.nspname = 'public' and rc.relkind <> 'c'),
      'defaults', p.pronargdefaults, 'rows', p.prorows,
      'args', (
        select coalesce(json_agg(json_build_object(
          'name', coalesce(p.proargnames[u.ord], ''), 'type', format_type(u.typ, null),
          'typeName', at.typname, 'mode', coalesce(p.proargmodes[u.ord], 'i'),
          'rowOf', (
            select ac.relname from pg_class ac join pg_namespace an on an.oid = ac.relnamespace
            where ac.oid = at.typrelid and an.nspname = 'public' and ac.relkind <> 'c')
        ) order by u.ord), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(typ, ord)
        join pg_type at on at.oid = u.typ)
    )), '[]')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger', 'internal')
      and ${notFromExtension('pg_proc', 'p.oid')}),
  'typeNames', (
    select json_agg(distinct t.typname) from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname in ('pg_catalog', 'public')),
  'timezones', (select json_agg(z.name) from pg_timezone_names z)
)::text as cache`;

interface RawArg extends FunctionArg {
  mode: string;
}

interface RawCache {
  relations: {
    name: string;
    oid: number;
    kind: 'table' | 'view';
    viewQuery: string | null;
    columns: (Column & { attnum: number })[];
    keys: { primary: boolean; columns: string[] }[];
  }[];
  foreignKeys: ForeignKey[];
  functions: {
    name: string;
    returnsSet: boolean;
    volatility: 'v' | 's' | 'i';
    returnTypeName: string;
    returnTypeKind: string;
    returnColumns: Column[] | null;
    returnTable: string | null;
    defaults: number;
    rows: number;
    args: Omit<RawArg, 'hasDefault'>[];
  }[];
  typeNames: string[];
  timezones: string[] | null;
}

export async function introspect(db: Queryable): Promise<SchemaCache> {
  const { rows } = await db.query<{ cache: string }>(introspectionSql);
  const raw = JSON.parse(rows[0]!.cache) as RawCache;
  const relations = new Map<string, Relation>();
  for (const relation of raw.relations) {
    relations.set(relation.name, {
      name: relation.name,
      kind: relation.kind,
      columns: new Map(relation.columns.map((column) => [column.name, column])),
      primaryKey: relation.keys.find((key) => key.primary)?.columns ?? [],
      uniqueKeys: relation.keys.map((key) => key.columns),
    });
  }
  const functions = new Map<string, DbFunction[]>();
  for (const fn of raw.functions) {
    const list = functions.get(fn.name) ?? [];
    list.push(toFunction(fn));
    functions.set(fn.name, list);
  }
  addComputedFields(relations, functions);
  const foreignKeys = withViewForeignKeys(
    raw.relations,
    relations,
    [...raw.foreignKeys].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  );
  return {
    relations,
    foreignKeys,
    functions,
    typeNames: new Set(raw.typeNames),
    timezones: new Set(raw.timezones ?? []),
  };
}

function toFunction(fn: RawCache['functions'][number]): DbFunction {
  const inputs = fn.args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
  const outputs = fn.args.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
  const firstDefault = inputs.length - fn.defaults;
  const args = inputs.map(({ name, type, typeName, rowOf }, index) => ({
    name,
    type,
    typeName,
    hasDefault: index >= firstDefault,
    ...(rowOf ? { rowOf } : {}),
  }));
  let returns: DbFunction['returns'] = 'scalar';
  let returnColumns: Column[] = [];
  if (fn.returnTypeName === 'void') returns = 'void';
  else if (fn.returnColumns) [returns, returnColumns] = ['composite', fn.returnColumns];
  else if (fn.returnTypeName === 'record' && outputs.length > 0) {
    returns = 'composite';
    returnColumns = outputs.map(({ name, type, typeName }) => ({ name, type, typeName }));
  }
  return {
    name: fn.name,
    args,
    returnsSet: fn.returnsSet,
    volatility: fn.volatility,
    returns,
    returnColumns,
    ...(fn.returnTable ? { returnTable: fn.returnTable } : {}),
    ...(fn.returnsSet && fn.rows === 1 ? { oneRow: true } : {}),
  };
}
