import type { z } from 'zod';
import type { MailClass } from './define-mail.ts';
import type { MailTemplate } from './mail-template.ts';
import { accountDeletedMail } from './mails/account/account-deleted.ts';
import { accountEmailChangedMail } from './mails/account/account-email-changed.ts';
import { accountPasswordChangedMail } from './mails/account/account-password-changed.ts';
import { accountRoleChangedMail } from './mails/account/account-role-changed.ts';
import { confirmSignupMail } from './mails/auth/confirm-signup.ts';
import { emailChangeCurrentMail } from './mails/auth/email-change-current.ts';
import { emailChangeMail } from './mails/auth/email-change.ts';
import { existingAccountMail } from './mails/auth/existing-account.ts';
import { inviteMail } from './mails/auth/invite.ts';
import { magiclinkMail } from './mails/auth/magiclink.ts';
import { reauthenticationMail } from './mails/auth/reauthentication.ts';
import { recoveryMail } from './mails/auth/recovery.ts';
import { creatorClaimApprovedMail } from './mails/claim/creator-claim-approved.ts';
import { creatorClaimRejectedMail } from './mails/claim/creator-claim-rejected.ts';
import { creatorClaimVerifiedMail } from './mails/claim/creator-claim-verified.ts';
import { creatorClaimedNoticeMail } from './mails/claim/creator-claimed-notice.ts';
import { creatorPublishedMail } from './mails/claim/creator-published.ts';
import { condolenceConfirmMail } from './mails/condolence/condolence-confirm.ts';
import { condolencePublishedMail } from './mails/condolence/condolence-published.ts';
import { condolenceReceivedMail } from './mails/condolence/condolence-received.ts';
import { editorContactMessageMail } from './mails/contact/editor-contact-message.ts';
import { creatorClaimMail } from './mails/creator/creator-claim.ts';
import { creatorContactMail } from './mails/creator/creator-contact.ts';
import { creatorReceivedMail } from './mails/creator/creator-received.ts';
import { creatorReportMail } from './mails/creator/creator-report.ts';
import { editorSubmissionMail } from './mails/creator/editor-submission.ts';
import { editorDigestMail } from './mails/digest/editor-digest.ts';
import { eventChangedMail } from './mails/event/event-changed.ts';
import { newsletterConfirmMail } from './mails/newsletter/newsletter-confirm.ts';
import { newsletterDigestMail } from './mails/newsletter/newsletter-digest.ts';
import { organizationAdminRemovedMail } from './mails/organization/organization-admin-removed.ts';
import { organizationCalendarFailingMail } from './mails/organization/organization-calendar-failing.ts';
import { organizationInviteMail } from './mails/organization/organization-invite.ts';
import { contentReportMail } from './mails/report/content-report.ts';
import { submissionPublishedMail } from './mails/submission/submission-published.ts';
import { submissionReceivedMail } from './mails/submission/submission-received.ts';
import { submissionRejectedMail } from './mails/submission/submission-rejected.ts';
import { submissionRevisionApprovedMail } from './mails/submission/submission-revision-approved.ts';
import { submissionRevisionRejectedMail } from './mails/submission/submission-revision-rejected.ts';
import { submissionSentBackMail } from './mails/submission/submission-sent-back.ts';

/**
 * Every email a mail_outbox row may name, each declared once, in a file of its
 * own under mails/<family>/ (define-mail.ts): its class, payload schema and
 * copy. Add a new mail's record here (the list's order is the order
 * db/functions/mail_priority.sql names them in).
 * What reads it: the renderer (render-mail.ts), the outbox's priority and cap
 * (mail-classes.ts; db/functions/mail_priority.sql is written from it by
 * `npm run db:types`), enqueueMail's types, and mail-payloads.test.ts, which
 * checks every payload the SQL queues against these schemas.
 */
export const mails = [
  confirmSignupMail,
  recoveryMail,
  emailChangeMail,
  emailChangeCurrentMail,
  existingAccountMail,
  magiclinkMail,
  inviteMail,
  reauthenticationMail,
  accountPasswordChangedMail,
  accountEmailChangedMail,
  accountRoleChangedMail,
  accountDeletedMail,
  creatorReceivedMail,
  editorSubmissionMail,
  creatorClaimMail,
  creatorContactMail,
  creatorReportMail,
  creatorClaimVerifiedMail,
  creatorClaimedNoticeMail,
  creatorClaimApprovedMail,
  creatorClaimRejectedMail,
  creatorPublishedMail,
  submissionReceivedMail,
  submissionRevisionApprovedMail,
  submissionRevisionRejectedMail,
  submissionSentBackMail,
  submissionPublishedMail,
  submissionRejectedMail,
  contentReportMail,
  condolenceConfirmMail,
  condolenceReceivedMail,
  condolencePublishedMail,
  eventChangedMail,
  organizationInviteMail,
  organizationAdminRemovedMail,
  organizationCalendarFailingMail,
  editorDigestMail,
  editorContactMessageMail,
  newsletterConfirmMail,
  newsletterDigestMail,
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
