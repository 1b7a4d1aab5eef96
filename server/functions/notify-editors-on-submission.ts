import type { Context } from 'hono';
import { log } from '../log.ts';
import {
  answerFunction,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * Emails every editor and admin about a new submission. The body's record is
 * only a hint: the row is loaded by table and id, and editors are told only
 * about a pending_review row created in the last minutes, once per editor
 * (the database trigger of 0120 has usually done it already). The table is
 * read from the body's `table`, else from `record.table` (how the web's
 * submission forms send it), else it is `creators` (SPEC's creator form).
 */

export async function notifyEditorsOnSubmission(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'notify-editors', functionLimits.notifyEditorsOnSubmission);
  const input = await readFunctionInput(c, 'notify-editors-on-submission');
  const { record } = input;
  const table = input.table ?? record.table ?? 'creators';
  const queued = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ recent: boolean }>(
      `select created_at > now() - interval '15 minutes' as recent
       from public.${table} where id = $1 and status::text = 'pending_review'`,
      [record.id],
    );
    if (!rows[0]?.recent) return 0;
    const result = await tx.query<{ queued: number }>(
      'select public.queue_editor_notifications($1, $2) as queued',
      [table, record.id],
    );
    return Number(result.rows[0]?.queued ?? 0);
  });
  log.info('editors notified of a submission', { table, queued });
  return answerFunction(c, 'notify-editors-on-submission', {});
}
