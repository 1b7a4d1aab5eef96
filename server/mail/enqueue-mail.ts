import type { Queryable } from '../db/database.ts';
import type { MailName, MailPayload } from './mail-registry.ts';

/**
 * Writes an email to public.mail_outbox. Call it inside the transaction of the
 * change that causes the email, so both happen or neither does. A message
 * with a dedupe key is stored at most once; returns whether it was stored.
 * The template is a registered mail (mail-registry.ts) and the data its
 * payload, checked by the type checker.
 */
export async function enqueueMail<Name extends MailName>(
  tx: Queryable,
  message: {
    to: string;
    template: Name;
    locale: string;
    data: MailPayload<Name>;
    dedupeKey?: string;
  },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into public.mail_outbox (to_address, template, locale, data, dedupe_key)
     values ($1, $2, $3, $4::jsonb, $5)
     on conflict (dedupe_key) do nothing`,
    [
      message.to,
      message.template,
      message.locale,
      JSON.stringify(message.data),
      message.dedupeKey ?? null,
    ],
  );
  return rowCount > 0;
}
