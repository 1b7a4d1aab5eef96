import type { Output } from '../http/negotiate.ts';
import type { Preferences } from '../http/prefer.ts';
import type { Page } from '../http/range.ts';
import type { QueryShape } from '../parse/ast.ts';
import type { DbFunction, Relation } from '../schema/schema-types.ts';

/**
 * A /rest/v1 request after checking and before SQL (PostgREST's ApiRequest →
 * Plan → Query): what to read, write or call, decided once, so that the
 * compiler, the executor and the answer read the same typed object.
 *
 * Two kinds of fields: the structure (everything that changes the SQL text;
 * `planKey` turns it into the statement cache key) and the values (query
 * values, the page, the body, the arguments), which travel as parameters.
 */
interface PlanBase {
  /** The resource: the table or view, or the relation a function's rows are read as. */
  relation: Relation;
  /** Columns, embeds, filters, order and ranges of embeds; values by index into `values`. */
  shape: QueryShape;
  /** The shape as text (part of the key). */
  shapeKey: string;
  /** The query's values, sent as parameters. */
  values: string[];
  output: Output;
  /** return / count / missing / resolution / tx / handling / max-affected / timezone. */
  preferences: Preferences;
  /** `Prefer: count=…`: the statement counts all matching rows. */
  count: boolean;
  /** `nulls=stripped`: null keys are left out of the JSON. */
  stripNulls: boolean;
  csv: boolean;
}

/** GET / HEAD on a table or view. */
export interface ReadPlan extends PlanBase {
  action: 'read';
  range: Page;
  head: boolean;
  /** A pattern, regular-expression or text-search filter, or many filters (query-cost.ts). */
  costly: boolean;
}

/** POST / PUT (insert or upsert), PATCH (update), DELETE on a table or view. */
export interface WritePlan extends PlanBase {
  action: 'insert' | 'update' | 'delete';
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The columns written from the body (`columns=` or the body's keys). */
  columns: string[];
  /** The body parameter: a JSON array of rows (one object for an update). */
  body: string;
  /** `return=representation`: the written rows are the answer. */
  representation: boolean;
  /** `missing=default`: an absent key takes the column's DEFAULT. */
  missingDefault: boolean;
  upsert?: { target: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  /** The primary key of a POST's one inserted row, for the Location header. */
  location: string[];
  /** Count an upsert's inserted rows, to answer 200 when it only updated. */
  countInserted: boolean;
}

/** GET / HEAD / POST on /rpc/fn. */
export interface CallPlan extends PlanBase {
  action: 'call';
  fn: DbFunction;
  /** Which of the functions of this name (overloads), by position in the schema cache. */
  overload: number;
  /** The argument names sent, in the function's order. */
  argNames: string[];
  /** The arguments parameter (JSON text). */
  argsJson: string;
  range: Page;
  head: boolean;
  /** GET, or a stable / immutable function: a read-only transaction. */
  readOnly: boolean;
}

export type TablePlan = ReadPlan | WritePlan;
export type Plan = TablePlan | CallPlan;
