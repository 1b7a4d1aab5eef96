import type { Context } from 'hono';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  answerFunction,
  FunctionError,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * A visitor's message to a published creator with the contact form on, sent
 * to the creator's public email with Reply-To the sender. The sender's
 * address goes only into that email. A filled honeypot answers success.
 */
export async function sendCreatorContactForm(c: Context, context: FunctionContext) {
  await limitRequest(
    c,
    context,
    'send-creator-contact-form',
    functionLimits.sendCreatorContactForm,
  );
  const input = await readFunctionInput(c, 'send-creator-contact-form');
  if (input.honeypot.trim() !== '') {
    log.info('creator contact dropped (honeypot)');
    return answerFunction(c, 'send-creator-contact-form', {});
  }
  const outcome = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email_public: string | null; contact_form_enabled: boolean }>(
      `select email_public, contact_form_enabled from public.creators
       where id = $1 and status = 'published'`,
      [input.creatorId],
    );
    const creator = rows[0];
    if (!creator) return 'creator_not_found';
    if (!creator.contact_form_enabled || !creator.email_public) return 'contact_disabled';
    await enqueueMail(tx, {
      to: creator.email_public,
      template: 'creator_contact',
      locale: 'en',
      data: { sender_name: input.name, reply_to: input.fromEmail, message: input.message },
    });
    return 'sent';
  });
  log.info('creator contact message', { outcome });
  if (outcome === 'creator_not_found')
    throw new FunctionError(
      404,
      'creator_not_found',
      'The requested creator profile could not be found.',
    );
  if (outcome === 'contact_disabled')
    throw new FunctionError(403, 'contact_disabled', 'This creator does not accept messages.');
  return answerFunction(c, 'send-creator-contact-form', {});
}
