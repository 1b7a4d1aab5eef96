import type { Context } from 'hono';
import { log } from '../log.ts';
import {
  answerFunction,
  FunctionError,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * Lights a candle on a published public memorial: one more on its counter,
 * nothing stored about who (the browser remembers that it lit one). Limited
 * per client address.
 */
export async function lightCandle(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'light-candle', functionLimits.lightCandle);
  const input = await readFunctionInput(c, 'light-candle');
  const { rows } = await context.db.query<{ candle_count: string }>(
    `insert into public.memorial_candles (memorial_id, candle_count)
     select id, 1 from public.memorials
     where slug = $1 and status = 'published' and visibility = 'public'
     on conflict (memorial_id)
       do update set candle_count = public.memorial_candles.candle_count + 1
     returning candle_count::text`,
    [input.memorialSlug],
  );
  const lit = rows[0];
  log.info('candle lit', { found: lit !== undefined });
  if (!lit) throw new FunctionError(404, 'memorial_not_found', 'The memorial could not be found.');
  return answerFunction(c, 'light-candle', { count: Number(lit.candle_count) });
}
