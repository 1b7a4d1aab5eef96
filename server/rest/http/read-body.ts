import { BadJsonBody, parseJsonBody } from '../../http/parse-json-body.ts';
import type { Relation } from '../schema/schema-types.ts';
import { invalidBody, payloadColumnNotFound } from './rest-error.ts';

/**
 * A write's JSON body: an object or an array of objects. The columns written
 * are `columns=` when given, else the keys (all objects of an array must have
 * the same keys); each must be a column of the table (PROTOCOL.md §3.11).
 */
export interface WriteBody {
  /** JSON text of an array of objects. */
  rowsJson: string;
  columns: string[];
  /** How many rows the body holds. */
  rowCount: number;
}

export function parseJson(text: string): unknown {
  if (text.trim() === '') throw invalidBody();
  try {
    return parseJsonBody(text);
  } catch (error) {
    throw invalidBody(
      error instanceof BadJsonBody && error.reason === 'depth' ? error.message : undefined,
    );
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readWriteBody(
  text: string,
  relation: Relation,
  options: { columns?: string[]; allowArray: boolean },
): WriteBody {
  const value = parseJson(text);
  const rows = Array.isArray(value) && options.allowArray ? value : [value];
  if (!rows.every(isObject)) throw invalidBody();
  let columns = options.columns;
  if (!columns) {
    const keys = Object.keys(rows[0] ?? {});
    const same = rows.every(
      (row) => Object.keys(row).length === keys.length && keys.every((key) => key in row),
    );
    if (!same) throw invalidBody('All object keys must match');
    columns = keys;
  }
  for (const column of columns)
    if (!relation.columns.has(column)) throw payloadColumnNotFound(relation.name, column);
  return { rowsJson: Array.isArray(value) ? text : `[${text}]`, columns, rowCount: rows.length };
}
