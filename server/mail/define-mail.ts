import { z } from 'zod';
import type { MailTemplate } from './mail-template.ts';

/**
 * One email, declared once (issue 36): its outbox name, its class, the
 * payload a `mail_outbox` row carries for it (a zod schema: what SQL and the
 * server may queue), an example payload, and the subject and body (`render`).
 * mail-registry.ts lists every definition; the outbox's priority
 * (db/functions/mail_priority.sql, written from it), the daily cap and the
 * renderer all read it from there.
 *
 * - `account`: what a person needs to get into their account, and notices
 *   that its password or address changed. Sent first, never capped.
 * - `review_digest`: the editors' digest. Sent after account mail, never
 *   dropped by the cap (one per editor every MAIL_DIGEST_SECONDS at most).
 * - `notification`: everything else. Sent last, capped per address per day.
 */
export type MailClass = 'account' | 'review_digest' | 'notification';

/**
 * The Serbian names the database adds to a Serbian reader's row
 * (mail_outbox_add_serbian_names, db/functions/mail_serbian_names.sql): any
 * payload may carry them, so every schema accepts them.
 */
export const serbianNamesSchema = z
  .strictObject({
    title_sr_cyrl: z.string(),
    name_sr_cyrl: z.string(),
    venue_name_sr_cyrl: z.string(),
    name_eng: z.string(),
    name_lat: z.string(),
    name_cyr: z.string(),
  })
  .partial();

/** A text the queuing SQL may leave out or send as null (`text()` reads both as ''). */
export const optionalText = () => z.string().nullish();

/** A row id the SQL queues (a uuid, or a number as text for a contact message). */
export const rowId = () => z.union([z.string(), z.number()]);

export function defineMail<const Name extends string, const Shape extends z.ZodRawShape>(mail: {
  name: Name;
  class: MailClass;
  /** The payload's keys. The schema is strict: a key it does not name is refused. */
  payload: Shape;
  /** A full payload the schema accepts; the tests render it in both languages. */
  example: z.input<z.ZodObject<Shape>> & { names?: z.input<typeof serbianNamesSchema> };
  /**
   * Subject and body. It takes the row's data as stored, so the worker renders
   * what was queued exactly as before; the schema is checked where mail is
   * queued (enqueueMail's types, mail-payloads.test.ts for SQL).
   */
  render: MailTemplate;
}) {
  const payload = z.strictObject({ ...mail.payload, names: serbianNamesSchema.optional() });
  return { ...mail, payload };
}

export type MailDefinition = ReturnType<typeof defineMail>;
