import type { Context } from 'hono';
import { contactFormSchema } from '../../domain/contact-schemas.ts';
import { clientIp } from '../http/client-ip.ts';
import { ipHash } from '../http/ip-hash.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  callerUiLanguage,
  type FunctionContext,
  limitRequest,
  ok,
  readInput,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * A message from the contact page: stored in contact_messages and mailed to
 * every editor and admin in their language, Reply-To the sender. A filled
 * honeypot answers success and stores nothing.
 */

type Editor = { email: string; language: string | null };

export async function sendContactMessage(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'send-contact-message', functionLimits.sendContactMessage);
  const input = await readInput(c, contactFormSchema);
  if (input.honeypot.trim() !== '') {
    log.info('contact message dropped (honeypot)');
    return ok(c);
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
    const recipients = await tx.query<Editor>(
      `select distinct u.email, u.raw_user_meta_data ->> 'language' as language
       from public.user_roles r join auth.users u on u.id = r.user_id
       where r.role in ('editor', 'admin') and u.email is not null and u.email <> ''`,
    );
    for (const editor of recipients.rows) {
      await enqueueMail(tx, {
        to: editor.email,
        template: 'editor_contact_message',
        locale: editor.language ?? 'en',
        data: {
          message_id: messageId,
          full_name: input.fullname,
          email: input.email,
          subject: input.subject,
          message: input.message,
        },
        dedupeKey: `contact_message:${messageId}:${editor.email.toLowerCase()}`,
      });
    }
    return recipients.rows.length;
  });
  if (editors === 0) log.warn('contact message stored, but no editor to mail');
  else log.info('contact message sent', { editors });
  return ok(c);
}
