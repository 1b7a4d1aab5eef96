import {
  confirmSignupTemplate,
  emailChangeCurrentTemplate,
  emailChangeTemplate,
  existingAccountTemplate,
  recoveryTemplate,
} from './auth-templates.ts';
import {
  inviteTemplate,
  magicLinkTemplate,
  reauthenticationTemplate,
} from './sign-in-templates.ts';
import { claimMailTemplates } from './claim-templates.ts';
import { condolenceMailTemplates } from './condolence-templates.ts';
import { editorContactMessage } from './contact-templates.ts';
import { creatorMailTemplates } from './creator-templates.ts';
import { editorDigest } from './digest-templates.ts';
import type { MailTemplate } from './mail-template.ts';
import { newsletterMailTemplates } from './newsletter-templates.ts';
import { reportMailTemplates } from './report-templates.ts';
import { submissionMailTemplates } from './submission-templates.ts';

/** Every template a mail_outbox row may name. Add a line here for a new kind of email. */
export const mailTemplates: Record<string, MailTemplate> = {
  confirm_signup: confirmSignupTemplate,
  recovery: recoveryTemplate,
  email_change: emailChangeTemplate,
  email_change_current: emailChangeCurrentTemplate,
  existing_account: existingAccountTemplate,
  magiclink: magicLinkTemplate,
  invite: inviteTemplate,
  reauthentication: reauthenticationTemplate,
  ...creatorMailTemplates,
  ...claimMailTemplates,
  ...submissionMailTemplates,
  ...reportMailTemplates,
  ...condolenceMailTemplates,
  editor_digest: editorDigest,
  editor_contact_message: editorContactMessage,
  ...newsletterMailTemplates,
};
