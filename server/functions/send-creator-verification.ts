import type { Context } from 'hono';
import { creatorVerificationSchema } from '../../domain/creator-schemas.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  callerLanguage,
  type FunctionContext,
  limitRequest,
  ok,
  readInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * Tells the submitter that their profile was received and is under review.
 * Only for a pending profile with that public email created in the last
 * minutes, and once per profile, so it cannot send mail to anyone else.
 */
export async function sendCreatorVerification(c: Context, context: FunctionContext) {
  await limitRequest(
    c,
    context,
    'send-creator-verification',
    functionLimits.sendCreatorVerification,
  );
  const input = await readInput(c, creatorVerificationSchema);
  const queued = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id::text from public.creators
       where lower(email_public) = lower($1) and status = 'pending_review'
         and created_at > now() - interval '15 minutes'
       order by created_at desc limit 1`,
      [input.email],
    );
    const creator = rows[0];
    if (!creator) return false;
    return enqueueMail(tx, {
      to: input.email,
      template: 'creator_received',
      locale: callerLanguage(c),
      data: { name: input.name },
      dedupeKey: `creator-received:${creator.id}`,
    });
  });
  log.info('creator submission acknowledged', { queued });
  return ok(c);
}
