import type { MailClass } from './define-mail.ts';
import { mailClasses } from './mail-registry.ts';

/**
 * The outbox's reading of the classes declared with each mail
 * (define-mail.ts, mail-registry.ts). The database classifies each row on
 * insert with public.mail_priority (db/functions/mail_priority.sql), which
 * `npm run db:types` writes from the registry (mail-priority-sql.ts);
 * mail-classes.test.ts fails when the file or the database disagrees.
 */

export type { MailClass } from './define-mail.ts';

/** The outbox's `priority` of each class: the worker sends lower numbers first. */
export const mailClassPriority: Record<MailClass, number> = {
  account: 0,
  review_digest: 1,
  notification: 2,
};

/** The class of a template; a name nobody declared is a notification (capped, sent last). */
export function mailClassOf(template: string): MailClass {
  return Object.hasOwn(mailClasses, template) ? mailClasses[template]! : 'notification';
}
