import { isIP } from 'node:net';
import type { Context } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  answerFunction,
  callerLanguage,
  callerUiLanguage,
  type FunctionContext,
  FunctionError,
  limitRequest,
  readFunctionInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/** How new a profile must be for its submitter to get the "received" email. */
const recentMinutes = 5;

/**
 * Tells the submitter that their profile was received and is under review.
 * Only for a pending profile with that public email that this same client
 * (its IP address, recorded by the database at the insert) created in the
 * last minutes, and once per profile. The email carries no text from the
 * request or the profile (the body's name is accepted for SPEC's contract and
 * ignored), so it cannot carry an attacker's message to anyone else.
 */
export async function sendCreatorVerification(c: Context, context: FunctionContext) {
  await limitRequest(
    c,
    context,
    'send-creator-verification',
    functionLimits.sendCreatorVerification,
  );
  const input = await readFunctionInput(c, 'send-creator-verification');
  const ip = clientIp(c, context.trustProxy);
  const outcome = await context.db.transaction(async (tx) => {
    if (!isIP(ip)) return 'not_found';
    const { rows } = await tx.query<{ id: string; email: string }>(
      `select c.id::text, c.email_public as email from public.creators c
       join public.submitter_ips s on s.table_name = 'creators' and s.row_id = c.id
       where lower(c.email_public) = lower($1) and c.status = 'pending_review'
         and c.created_at > now() - make_interval(mins => $3) and s.ip = $2::inet
       order by c.created_at desc limit 1`,
      [input.email, ip, recentMinutes],
    );
    const creator = rows[0];
    if (!creator) return 'not_found';
    // The "published" mail later follows the language of the submission (0270).
    await tx.query(
      'update public.creators set submission_language = $2 where id = $1 and submission_language is null',
      [creator.id, callerUiLanguage(c)],
    );
    const queued = await enqueueMail(tx, {
      to: creator.email,
      template: 'creator_received',
      locale: callerLanguage(c),
      data: {},
      dedupeKey: `creator-received:${creator.id}`,
    });
    return queued ? 'queued' : 'already_sent';
  });
  log.info('creator submission acknowledged', { outcome });
  if (outcome === 'not_found') {
    throw new FunctionError(
      404,
      'creator_not_found',
      'No profile with this email was submitted from here in the last minutes.',
    );
  }
  if (outcome === 'already_sent') {
    throw new FunctionError(409, 'already_sent', 'The confirmation email was already sent.');
  }
  return answerFunction(c, 'send-creator-verification', {});
}
