/**
 * The one small interface the server uses to talk to PostgreSQL, whichever
 * engine is behind it (embedded PGlite or a real server through `pg`).
 */

export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A statement of `Database.pipeline`, kept prepared (parsed and planned once) under its name. */
export interface PreparedStatement {
  /** Names one SQL text for the life of the process; never reused for another. */
  name: string;
  sql: string;
  params: unknown[];
}

/** A result row of `Database.pipeline`: every value as the text PostgreSQL sent. */
export type TextRow = Record<string, string | null>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** True when opening made this (embedded) database: its first start. */
  readonly created?: boolean;
  /** Runs `work` inside BEGIN/COMMIT on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `statements` in order in one transaction, sent to the database
   * together (one round trip), each prepared once per connection under its
   * name. Returns each statement's rows. When one fails, the rest are
   * skipped, everything is rolled back and its error is thrown.
   *
   * Without `check` the transaction commits with the statements. With it,
   * the transaction stays open until `check` has seen the rows: it commits
   * when `check` returns and rolls back when it throws (one more round trip).
   */
  pipeline(
    statements: PreparedStatement[],
    check?: (results: TextRow[][]) => void,
  ): Promise<TextRow[][]>;
  close(): Promise<void>;
}
