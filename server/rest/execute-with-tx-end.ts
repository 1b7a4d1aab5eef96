import type { Database } from '../db/database.ts';
import { execute, type ExecutionContext, type StatementResult } from './execute.ts';
import type { Preferences } from './http/prefer.ts';

/** Thrown from inside the check to end a write with ROLLBACK once its result is read. */
class RollbackRequested extends Error {
  constructor(readonly result: StatementResult) {
    super('Prefer: tx=rollback');
  }
}

/**
 * `execute`, ending the transaction as `Prefer: tx=` asks (PostgREST with
 * db-tx-end `commit-allow-override`): with `tx=rollback` a write runs, passes
 * its checks and is answered as usual, but nothing it changed is kept. A
 * read-only transaction changes nothing, so it simply commits.
 */
export async function executeWithTxEnd(
  db: Database,
  context: ExecutionContext,
  sql: string,
  params: unknown[],
  check: (result: StatementResult) => void,
  tx: Preferences['tx'],
): Promise<StatementResult> {
  if (tx !== 'rollback' || context.readOnly) return execute(db, context, sql, params, check);
  try {
    await execute(db, context, sql, params, (result) => {
      check(result);
      throw new RollbackRequested(result);
    });
  } catch (error) {
    if (error instanceof RollbackRequested) return error.result;
    throw error;
  }
  throw new Error('a rolled-back write must end in RollbackRequested');
}
