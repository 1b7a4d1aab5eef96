import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type { PreparedStatement, TextRow } from './database.ts';
import {
  PipelineAnswer,
  pipelineMessage,
  type PreparedNames,
  preparedLimit,
} from './pipeline-messages.ts';

/**
 * `Database.pipeline` inside the PGlite worker (pglite-worker.ts): the whole
 * message in one call into the embedded database. The worker runs one
 * request at a time, so nothing else can run between this message and the
 * COMMIT or ROLLBACK that ends a `begin` pipeline. PGlite is one connection,
 * so prepared statements live as long as the database; past `preparedLimit`
 * they are all dropped.
 */

interface Message {
  name: string;
  fields?: unknown;
}

async function run(pglite: PGlite, message: Uint8Array) {
  const { messages } = await pglite.execProtocol(message, { throwOnError: false });
  const answer = new PipelineAnswer();
  let error: Error | undefined;
  for (const received of messages as Message[]) {
    if (received.name === 'parseComplete') answer.parseComplete();
    else if (received.name === 'rowDescription')
      answer.rowDescription(received.fields as { name: string }[]);
    else if (received.name === 'dataRow') answer.dataRow(received.fields as (string | null)[]);
    else if (received.name === 'commandComplete' || received.name === 'emptyQuery')
      answer.commandComplete();
    else if (received.name === 'error') error ??= received as unknown as Error;
  }
  return { answer, error };
}

/** One statement without parameters through the protocol (ROLLBACK, DEALLOCATE). */
async function simpleStatement(pglite: PGlite, sql: string) {
  const { error } = await run(pglite, serialize.query(sql));
  if (error) throw error;
}

/**
 * Runs `statements` as one pipeline and returns each one's rows. Without
 * `begin` they commit together; with it the transaction stays open for the
 * caller to end with COMMIT or ROLLBACK. On an
 * error everything is rolled back and the error is thrown.
 */
export function pglitePipeline(pglite: PGlite) {
  const prepared: PreparedNames = new Set();
  return async (statements: PreparedStatement[], begin: boolean): Promise<TextRow[][]> => {
    if (prepared.size > preparedLimit) {
      await simpleStatement(pglite, 'deallocate all');
      prepared.clear();
    }
    const sent = pipelineMessage(statements, prepared, { begin });
    const { answer, error } = await run(pglite, sent.message);
    answer.remember(sent, prepared);
    if (error) {
      if (begin) await simpleStatement(pglite, 'rollback');
      throw error;
    }
    return answer.rows({ begin });
  };
}
