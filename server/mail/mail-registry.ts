import type { z } from 'zod';
import { accountMails } from './account-templates.ts';
import { authMails } from './auth-templates.ts';
import { claimMails } from './claim-templates.ts';
import { condolenceMails } from './condolence-templates.ts';
import { contactMails } from './contact-templates.ts';
import { creatorMails } from './creator-templates.ts';
import type { MailClass } from './define-mail.ts';
import { digestMails } from './digest-templates.ts';
import { eventMails } from './event-templates.ts';
import type { MailTemplate } from './mail-template.ts';
import { newsletterMails } from './newsletter-templates.ts';
import { organizationMails } from './organization-templates.ts';
import { reportMails } from './report-templates.ts';
import { signInMails } from './sign-in-templates.ts';
import { submissionMails } from './submission-templates.ts';

/**
 * Every email a mail_outbox row may name, each declared once with its class,
 * payload schema and copy (define-mail.ts). Add a new family's list here.
 * What reads it: the renderer (render-mail.ts), the outbox's priority and cap
 * (mail-classes.ts; db/functions/mail_priority.sql is written from it by
 * `npm run db:types`), enqueueMail's types, and mail-payloads.test.ts, which
 * checks every payload the SQL queues against these schemas.
 */
export const mails = [
  ...authMails,
  ...signInMails,
  ...accountMails,
  ...creatorMails,
  ...claimMails,
  ...submissionMails,
  ...reportMails,
  ...condolenceMails,
  ...eventMails,
  ...organizationMails,
  ...digestMails,
  ...contactMails,
  ...newsletterMails,
] as const;

type Mail = (typeof mails)[number];
export type MailName = Mail['name'];
/** What the code that queues `Name` must put in the row's data. */
export type MailPayload<Name extends MailName> = z.input<Extract<Mail, { name: Name }>['payload']>;

export const mailByName: ReadonlyMap<string, Mail> = new Map(
  mails.map((mail) => [mail.name, mail]),
);

export function isMailName(name: string): name is MailName {
  return mailByName.has(name);
}

/** The copy of every template, by name (render-mail.ts). */
export const mailTemplates: Readonly<Record<string, MailTemplate>> = Object.fromEntries(
  mails.map((mail) => [mail.name, mail.render]),
);

/** The class of every template, by name. */
export const mailClasses: Readonly<Record<string, MailClass>> = Object.fromEntries(
  mails.map((mail) => [mail.name, mail.class]),
);
