import type {
  ColumnInfo,
  FunctionInfo,
  RelationInfo,
  SchemaInfo,
  TypeInfo,
} from './introspect-schema.ts';

/**
 * Writes the supabase-js `Database` type (Tables with Row / Insert / Update /
 * Relationships, Views, Functions, Enums) for the introspected `public`
 * schema: the same shape `supabase gen types typescript` writes, so
 * `createClient<Database>` types every `from`, `select` and `rpc`.
 */

const header = `// Generated from db/migrations by \`npm run db:types\` (scripts/generate-database-types.ts).
// Do not edit: change a migration and run it again. A test fails when this file is stale.
`;

const jsonType = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[];
`;

const helpers = `
type PublicSchema = Database['public'];

/** A table's row as read: \`Tables<'events'>\`. */
export type Tables<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Row'];

/** What an insert into the table may send. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Insert'];

/** What an update of the table may send. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Update'];

/** An RPC function's arguments and result. */
export type Functions<Name extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][Name];
`;

const none = '{ [_ in never]: never }';

const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const jsonTypes = new Set(['json', 'jsonb']);

const literalUnion = (values: string[]) => values.map((value) => JSON.stringify(value)).join(' | ');

/** A column's type: the values its check allows, else its SQL type's. */
function columnType(schema: SchemaInfo, column: ColumnInfo): string {
  if (!column.allowedValues) return tsType(schema, column.typeOid);
  const union = literalUnion(column.allowedValues);
  return schema.types.get(column.typeOid)?.isArray ? `(${union})[]` : union;
}

function tsType(schema: SchemaInfo, oid: number): string {
  const type = schema.types.get(oid);
  if (!type) return 'unknown';
  if (type.kind === 'd' && type.allowedValues) return literalUnion(type.allowedValues);
  if (type.kind === 'd') return tsType(schema, type.baseOid);
  if (type.isArray) return `${wrapForArray(tsType(schema, type.elementOid))}[]`;
  if (type.kind === 'e' && type.schema === 'public')
    return `Database['public']['Enums']['${type.name}']`;
  if (type.kind === 'c' && type.relationName) return rowType(schema, type);
  return scalarType(type.name);
}

function rowType(schema: SchemaInfo, type: TypeInfo): string {
  const relation = schema.relations.find((candidate) => candidate.name === type.relationName);
  const group = relation?.kind === 'view' ? 'Views' : 'Tables';
  return `Database['public']['${group}']['${type.relationName}']['Row']`;
}

function scalarType(name: string): string {
  if (name === 'bool') return 'boolean';
  if (numberTypes.has(name)) return 'number';
  if (jsonTypes.has(name)) return 'Json';
  if (name === 'void') return 'undefined';
  if (name === 'record') return 'Record<string, unknown>';
  if (name === 'unknown' || name === 'any' || name === 'anyelement') return 'unknown';
  // text, varchar, uuid, citext, dates and times (sent as text), inet, interval, ...
  return 'string';
}

const wrapForArray = (type: string) => (/[ |]/.test(type) ? `(${type})` : type);

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name));

function objectType(fields: string[]): string {
  return fields.length === 0 ? none : `{\n${fields.join('\n')}\n}`;
}

function rowFields(schema: SchemaInfo, relation: RelationInfo): string[] {
  return relation.columns.map((column) => {
    const nullable = relation.kind === 'view' || !column.notNull;
    return `${key(column.name)}: ${columnType(schema, column)}${nullable ? ' | null' : ''};`;
  });
}

function writeFields(
  schema: SchemaInfo,
  columns: ColumnInfo[],
  mode: 'insert' | 'update',
): string[] {
  return columns.map((column) => {
    if (column.generatedAlways) return `${key(column.name)}?: never;`;
    const optional =
      mode === 'update' || !column.notNull || column.hasDefault || column.setByInsertTrigger;
    const type = `${columnType(schema, column)}${column.notNull ? '' : ' | null'}`;
    return `${key(column.name)}${optional ? '?' : ''}: ${type};`;
  });
}

function relationships(relation: RelationInfo): string {
  const items = relation.relationships.map(
    (fk) => `{
      foreignKeyName: ${JSON.stringify(fk.foreignKeyName)};
      columns: ${JSON.stringify(fk.columns)};
      isOneToOne: ${fk.isOneToOne};
      referencedRelation: ${JSON.stringify(fk.referencedRelation)};
      referencedColumns: ${JSON.stringify(fk.referencedColumns)};
    },`,
  );
  return `[${items.join('\n')}]`;
}

function renderRelation(schema: SchemaInfo, relation: RelationInfo): string {
  const parts = [`Row: ${objectType(rowFields(schema, relation))};`];
  if (relation.kind === 'table') {
    parts.push(`Insert: ${objectType(writeFields(schema, relation.columns, 'insert'))};`);
    parts.push(`Update: ${objectType(writeFields(schema, relation.columns, 'update'))};`);
  }
  parts.push(`Relationships: ${relationships(relation)};`);
  return `${key(relation.name)}: {\n${parts.join('\n')}\n};`;
}

function returnsType(schema: SchemaInfo, fn: FunctionInfo): string {
  if (fn.returnColumns.length > 0) {
    const fields = fn.returnColumns.map(
      (column) => `${key(column.name)}: ${tsType(schema, column.typeOid)};`,
    );
    return `${objectType(fields)}[]`;
  }
  const type = tsType(schema, fn.returnTypeOid);
  return fn.returnsSet ? `${wrapForArray(type)}[]` : type;
}

function renderSignature(schema: SchemaInfo, fn: FunctionInfo): string {
  const args =
    fn.args.length === 0
      ? 'never'
      : objectType(
          fn.args.map(
            (arg) => `${key(arg.name)}${arg.optional ? '?' : ''}: ${tsType(schema, arg.typeOid)};`,
          ),
        );
  return `{ Args: ${args}; Returns: ${returnsType(schema, fn)} }`;
}

function renderFunctions(schema: SchemaInfo): string[] {
  // PostgREST calls a function by its argument names: one with an unnamed argument cannot be called.
  const callable = schema.functions.filter((fn) => fn.args.every((arg) => arg.name !== ''));
  const names = [...new Set(callable.map((fn) => fn.name))];
  return names.map((name) => {
    const signatures = callable
      .filter((fn) => fn.name === name)
      .map((fn) => renderSignature(schema, fn));
    return `${key(name)}: ${signatures.join(' | ')};`;
  });
}

export function renderDatabaseTypes(schema: SchemaInfo): string {
  const tables = schema.relations.filter((relation) => relation.kind === 'table');
  const views = schema.relations.filter((relation) => relation.kind === 'view');
  const enums = schema.enums.map((item) => `${key(item.name)}: ${literalUnion(item.values)};`);
  const publicSchema = [
    `Tables: ${objectType(tables.map((table) => renderRelation(schema, table)))};`,
    `Views: ${objectType(views.map((view) => renderRelation(schema, view)))};`,
    `Functions: ${objectType(renderFunctions(schema))};`,
    `Enums: ${objectType(enums)};`,
    `CompositeTypes: ${none};`,
  ];
  return `${header}\n${jsonType}\nexport type Database = {\npublic: {\n${publicSchema.join('\n')}\n};\n};\n${helpers}`;
}
