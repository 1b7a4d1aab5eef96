import type { Queryable } from '../db/database.ts';

/**
 * Writes an email to public.mail_outbox. Call it inside the transaction of the
 * change that causes the email, so both happen or neither does. A message
 * with a dedupe key is stored at most once; returns whether it was stored.
 */
export async function enqueueMail(
  tx: Queryable,
  message: {
    to: string;
    template: string;
    locale: string;
    data: Record<string, unknown>;
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
