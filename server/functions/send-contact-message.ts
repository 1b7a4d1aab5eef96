import type { Context } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import { ipHash } from '../http/ip-hash.ts';
import { log } from '../log.ts';
import {
  answerFunction,
  callerUiLanguage,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * A message from the contact page: stored in contact_messages and, in the
 * same transaction, noted for every editor and admin's next digest (issue
 * 34: fifty messages used to be fifty mails per editor, which filled their
 * daily cap and silenced the review queue). The digest names the sender and
 * the subject and links the message in the editors' list, where Reply
 * writes to the sender. A filled honeypot answers success and stores nothing.
 */

export async function sendContactMessage(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'send-contact-message', functionLimits.sendContactMessage);
  const input = await readFunctionInput(c, 'send-contact-message');
  if (input.honeypot.trim() !== '') {
    log.info('contact message dropped (honeypot)');
    return answerFunction(c, 'send-contact-message', {});
  }
  const language = callerUiLanguage(c);
  const editors = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.contact_messages (full_name, email, subject, message, language, sender_ip_hash)
       values ($1, $2, $3, $4, $5, $6) returning id::text`,
      [
        input.fullname,
        input.email,
        input.subject,
        input.message,
        language,
        ipHash(clientIp(c, context.trustProxy), context.jwtSecret),
      ],
    );
    const messageId = rows[0]!.id;
    const noticed = await tx.query<{ editors: number }>(
      "select public.queue_editor_notice('contact_messages', $1::uuid, 'contact', $2, $3) as editors",
      [messageId, input.subject, `${input.fullname} <${input.email}>`],
    );
    return noticed.rows[0]?.editors ?? 0;
  });
  if (editors === 0) log.warn('contact message stored, but no editor to mail');
  else log.info('contact message noted for the editors', { editors });
  return answerFunction(c, 'send-contact-message', {});
}
