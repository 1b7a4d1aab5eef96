import { serialize } from 'pg-protocol';
import type { PreparedStatement, TextRow } from './database.ts';

/**
 * The wire messages of `Database.pipeline` (PostgreSQL protocol §55.2.3,
 * extended query) and the reading of their answers, shared by both engines.
 *
 * All statements go out as one buffer closed by a single Sync. PostgreSQL
 * runs everything before a Sync in one transaction and, after an error,
 * skips the rest up to the Sync, so the statements commit or fail together
 * without BEGIN and COMMIT round trips. With `begin`, a BEGIN goes first and
 * the transaction stays open after the Sync for the caller to end.
 */

/** Prepared statements one connection holds before it is recycled (each costs server memory). */
export const preparedLimit = 500;

/** Statements this connection has prepared, by name. */
export type PreparedNames = Set<string>;

export interface PipelineMessage {
  message: Buffer;
  /**
   * Names parsed by this message, in order, after `unnamedParses` Parses of
   * unnamed statements (BEGIN): a name exists once its own ParseComplete came
   * back. A Parse that failed leaves its name unknown to the connection.
   */
  parsing: string[];
  unnamedParses: number;
}

/** Parameters as text (PostgreSQL infers their types), as `pg` sends them. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

export function pipelineMessage(
  statements: PreparedStatement[],
  prepared: PreparedNames,
  options: { begin: boolean },
): PipelineMessage {
  const parts: Buffer[] = [];
  const parsing: string[] = [];
  if (options.begin)
    parts.push(
      serialize.parse({ text: 'begin' }),
      serialize.bind({}),
      serialize.describe({ type: 'P' }),
      serialize.execute(),
    );
  for (const statement of statements) {
    if (!prepared.has(statement.name) && !parsing.includes(statement.name)) {
      parts.push(serialize.parse({ name: statement.name, text: statement.sql }));
      parsing.push(statement.name);
    }
    parts.push(
      serialize.bind({ statement: statement.name, values: statement.params.map(asText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute(),
    );
  }
  parts.push(serialize.sync());
  return { message: Buffer.concat(parts), parsing, unnamedParses: options.begin ? 1 : 0 };
}

/** Collects the rows of each statement from the answer messages, and counts ParseCompletes. */
export class PipelineAnswer {
  readonly results: TextRow[][] = [[]];
  parsed = 0;
  private columns: string[] = [];

  parseComplete() {
    this.parsed += 1;
  }

  rowDescription(fields: { name: string }[]) {
    this.columns = fields.map((field) => field.name);
  }

  dataRow(values: (string | null)[]) {
    const row: TextRow = {};
    for (let index = 0; index < this.columns.length; index += 1)
      row[this.columns[index]!] = values[index] ?? null;
    this.results[this.results.length - 1]!.push(row);
  }

  commandComplete() {
    this.columns = [];
    this.results.push([]);
  }

  /**
   * Marks the statements PostgreSQL parsed as prepared on the connection. The
   * ParseCompletes of unnamed statements (BEGIN) come first and name nothing:
   * counting them as named ones remembered a statement whose Parse failed, and
   * every later Bind of that name answered 26000 (issue 24).
   */
  remember({ parsing, unnamedParses }: PipelineMessage, prepared: PreparedNames) {
    const named = Math.max(0, this.parsed - unnamedParses);
    for (const name of parsing.slice(0, named)) prepared.add(name);
  }

  /** The rows of the caller's statements (without BEGIN's). */
  rows(options: { begin: boolean }): TextRow[][] {
    return this.results.slice(options.begin ? 1 : 0, -1);
  }
}
