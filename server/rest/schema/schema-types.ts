/** What the schema cache knows about the exposed schema (`public`). */

export interface Column {
  name: string;
  /** format_type() text, e.g. `integer`, `text[]`, `timestamp with time zone`. */
  type: string;
  /** pg_type.typname, e.g. `int4`, `_text`, `tsvector`. */
  typeName: string;
  /** The DEFAULT expression from the catalog (pg_get_expr), for `Prefer: missing=default`. */
  default?: string | null;
  /** The largest length a `char_length(col) <= n` (or octet_length) CHECK allows, if any. */
  maxLength?: number | null;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view' | 'function';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets of every primary key and unique constraint. */
  uniqueKeys: string[][];
  /**
   * Computed fields (PostgREST): functions of one parameter of this relation's
   * row type that return a scalar, selected and filtered like columns, by name.
   */
  computed?: Map<string, DbFunction>;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  typeName: string;
  hasDefault: boolean;
  /** The public table or view whose row type the parameter is. */
  rowOf?: string;
}

export interface DbFunction {
  name: string;
  /** Input parameters in order. */
  args: FunctionArg[];
  returnsSet: boolean;
  volatility: 'v' | 's' | 'i';
  /** void; a scalar (also arrays, json); or rows with columns. */
  returns: 'void' | 'scalar' | 'composite';
  /** For composite results: the columns of the row type or of RETURNS TABLE. */
  returnColumns: Column[];
  /** When the rows are those of a public table or view: its name (for embedding). */
  returnTable?: string;
  /** SETOF declared `ROWS 1`: a computed relationship to one row. */
  oneRow?: boolean;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
  /** typname of every type in pg_catalog and public, for casts in `select`. */
  typeNames: Set<string>;
  /** pg_timezone_names, for `Prefer: timezone=`. */
  timezones: Set<string>;
}
