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
 * `Database.pipeline` on PGlite: the whole message in one call into the
 * embedded database, holding it exclusively. Both of PGlite's locks are
 * taken, in the order its own `query` takes them: the transaction lock, so
 * the pipeline never runs inside another caller's open `transaction()`
 * (between that transaction's queries), then the query lock. PGlite is one connection, so prepared statements
 * live as long as the database; past `preparedLimit` they are all dropped.
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

async function simple(pglite: PGlite, sql: string) {
  const { error } = await run(pglite, serialize.query(sql));
  if (error) throw error;
}

export function pglitePipeline(pglite: PGlite) {
  const prepared: PreparedNames = new Set();
  return (
    statements: PreparedStatement[],
    check: ((results: TextRow[][]) => void) | undefined,
  ): Promise<TextRow[][]> =>
    pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        if (prepared.size > preparedLimit) {
          await simple(pglite, 'deallocate all');
          prepared.clear();
        }
        const begin = check !== undefined;
        const sent = pipelineMessage(statements, prepared, { begin });
        const { answer, error } = await run(pglite, sent.message);
        answer.remember(sent, prepared);
        if (error) {
          if (begin) await simple(pglite, 'rollback');
          throw error;
        }
        const results = answer.rows({ begin });
        if (check) {
          try {
            check(results);
          } catch (failure) {
            await simple(pglite, 'rollback');
            throw failure;
          }
          await simple(pglite, 'commit');
        }
        return results;
      }),
    );
}
