import type { PreparedStatement, QueryResult, TextRow } from './database.ts';

/**
 * The messages between the server and the PGlite worker (pglite-worker.ts).
 * Each request carries an id; the worker answers it with the same id.
 */
export interface WorkerRequests {
  open: { args: [dataDir: string, loadDataDir: ArrayBuffer | undefined]; value: void };
  query: { args: [sql: string, params: unknown[]]; value: QueryResult };
  exec: { args: [sql: string]; value: void };
  /** With `begin` the transaction stays open for a later exec('commit' | 'rollback'). */
  pipeline: { args: [statements: PreparedStatement[], begin: boolean]; value: TextRow[][] };
  /** The data directory as a gzip tarball. */
  dump: { args: []; value: ArrayBuffer };
  close: { args: []; value: void };
}

export type WorkerOp = keyof WorkerRequests;

export interface WorkerRequest<Op extends WorkerOp = WorkerOp> {
  id: number;
  op: Op;
  args: WorkerRequests[Op]['args'];
}

/** An error as data: its message and PostgreSQL's fields (code, detail, hint, constraint, ...). */
export interface ErrorData {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type WorkerAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

/** Errors do not keep their own fields through postMessage, so they travel as data. */
export function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: ErrorData['fields'] = {};
  for (const [key, value] of Object.entries(error))
    if (['string', 'number', 'boolean'].includes(typeof value) && key !== 'query')
      fields[key] = value as string | number | boolean;
  return { message: error.message, fields };
}

export function errorFromData(data: ErrorData): Error {
  return Object.assign(new Error(data.message), data.fields);
}
