import type pg from 'pg';
import type { PreparedStatement, TextRow } from './database.ts';
import {
  PipelineAnswer,
  pipelineMessage,
  type PreparedNames,
  preparedLimit,
} from './pipeline-messages.ts';

/**
 * `Database.pipeline` on a `pg` pool: the whole message written at once
 * through pg's custom query interface (a "submittable", as pg-cursor uses),
 * which hands us the answer messages of the connection until ReadyForQuery.
 */

interface Field {
  name: string;
}

/** One pipeline on one client; settles on ReadyForQuery or on the first error. */
class PipelineQuery {
  readonly answer = new PipelineAnswer();
  private connection: pg.Connection | undefined;
  private readonly countParse = () => this.answer.parseComplete();

  constructor(
    private readonly message: Buffer,
    private readonly settle: (error: Error | undefined) => void,
  ) {}

  submit(connection: pg.Connection) {
    this.connection = connection;
    // ParseComplete is not passed on to a submittable; it tells which statements now exist.
    connection.on('parseComplete', this.countParse);
    connection.stream.write(this.message);
  }

  handleRowDescription(message: { fields: Field[] }) {
    this.answer.rowDescription(message.fields);
  }

  handleDataRow(message: { fields: (string | null)[] }) {
    this.answer.dataRow(message.fields);
  }

  handleCommandComplete() {
    this.answer.commandComplete();
  }

  handleEmptyQuery() {
    this.answer.commandComplete();
  }

  handleError(error: Error) {
    this.finish(error);
  }

  handleReadyForQuery() {
    this.finish(undefined);
  }

  private finish(error: Error | undefined) {
    this.connection?.off('parseComplete', this.countParse);
    this.settle(error);
  }
}

/** Sends one pipeline; never rejects: the answer so far comes back with the first error. */
function send(client: pg.PoolClient, message: Buffer) {
  return new Promise<{ answer: PipelineAnswer; error: Error | undefined }>((resolve) => {
    const query: PipelineQuery = new PipelineQuery(message, (error) =>
      resolve({ answer: query.answer, error }),
    );
    void client.query(query);
  });
}

/** An error PostgreSQL answered (with a SQLSTATE), after which the connection is still usable. */
const fromServer = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

const preparedByClient = new WeakMap<pg.PoolClient, PreparedNames>();

export async function runPipeline(
  pool: pg.Pool,
  statements: PreparedStatement[],
  check: ((results: TextRow[][]) => void) | undefined,
): Promise<TextRow[][]> {
  const client = await pool.connect();
  let prepared = preparedByClient.get(client);
  if (!prepared) preparedByClient.set(client, (prepared = new Set()));
  const begin = check !== undefined;
  const sent = pipelineMessage(statements, prepared, { begin });
  // A broken connection, or one holding too many prepared statements, is closed instead of reused.
  let discard = false;
  const end = async (command: 'commit' | 'rollback') => {
    try {
      await client.query(command);
    } catch (error) {
      discard = true;
      throw error;
    }
  };
  try {
    const { answer, error } = await send(client, sent.message);
    answer.remember(sent, prepared);
    if (error) {
      if (!fromServer(error)) discard = true;
      else if (begin) await end('rollback');
      throw error;
    }
    const results = answer.rows({ begin });
    if (check) {
      try {
        check(results);
      } catch (error) {
        await end('rollback');
        throw error;
      }
      await end('commit');
    }
    return results;
  } finally {
    client.release(discard || prepared.size > preparedLimit);
  }
}
