/**
 * The typed tree of a PostgREST request URL. Values from the request never
 * live in the tree: they sit in `ParsedQuery.values`, and the tree points at
 * them by index (`ValueRef`). So the tree is the request's *shape*: two
 * requests that differ only in values compile to the same SQL.
 */

export type ValueRef = number;

export interface JsonStep {
  arrow: '->' | '->>';
  key: ValueRef;
  /** An integer key indexes an array; anything else is an object key. */
  index: boolean;
  /** The key text, used only as the output name of a selected path. */
  name: string;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** `col.sum()`, `col::numeric.avg()::int`: the function and the cast of its result. */
export interface Aggregate {
  fn: AggregateFunction;
  cast?: string;
}

export type SelectItem =
  | { type: 'star' }
  | { type: 'column'; field: Field; alias?: string; cast?: string; aggregate?: Aggregate }
  /** `count()` without a column: the rows of the group. */
  | { type: 'count'; alias?: string; cast?: string }
  | {
      type: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      select: SelectItem[];
    };

export const compareOperators = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  /** Does not extend to the left of: `&>` (PostgREST's nxl). */
  nxl: '&>',
  /** Does not extend to the right of: `&<` (PostgREST's nxr). */
  nxr: '&<',
  adj: '-|-',
} as const;
export type CompareOperator = keyof typeof compareOperators;

export const ftsOperators = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof ftsOperators;

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Condition =
  | {
      type: 'compare';
      field: Field;
      op: CompareOperator;
      quantifier?: 'any' | 'all';
      value: ValueRef;
      negated: boolean;
    }
  | { type: 'in'; field: Field; value: ValueRef; negated: boolean }
  | { type: 'is'; field: Field; value: IsValue; negated: boolean }
  | {
      type: 'fts';
      field: Field;
      op: FtsOperator;
      config?: ValueRef;
      value: ValueRef;
      negated: boolean;
    }
  | { type: 'logic'; op: 'and' | 'or'; negated: boolean; children: Condition[] };

/** A condition, placed on the resource at `path` (empty: the top-level resource). */
export interface PathCondition {
  path: string[];
  condition: Condition;
}

export interface OrderTerm {
  field: Field;
  /** `order=rel(col)`: a column of a to-one embedded resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface PathOrder {
  path: string[];
  terms: OrderTerm[];
}

export interface PathRange {
  path: string[];
  limit?: ValueRef;
  offset?: ValueRef;
}

export interface QueryShape {
  select: SelectItem[];
  conditions: PathCondition[];
  orders: PathOrder[];
  ranges: PathRange[];
  columns?: string[];
  onConflict?: string[];
}

export interface ParsedQuery {
  shape: QueryShape;
  /** Top-level `limit` / `offset` (checked digits): they bound the page, outside the shape. */
  page: { limit?: string; offset?: string };
  /** Every value of the request, in the order met; the shape refers to them by index. */
  values: string[];
}
