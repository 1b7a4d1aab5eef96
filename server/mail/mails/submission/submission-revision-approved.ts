import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { kindOf, submissionExample, submissionPayload } from './submission-shared.ts';

/** The editors applied the owner's changes to a published item (decide_revision). */

const revisionApproved: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const action = {
    label: locale === 'sr' ? 'Погледај објаву' : 'See it on the site',
    url: `${siteUrl}${kind.page(text(data, 'slug'))}`,
  };
  return locale === 'sr'
    ? {
        subject: `Измене су објављене: ${title}`,
        heading: 'Ваше измене су објављене',
        paragraphs: [`Уредници су одобрили ваше измене (${kind.sr}) „${title}“.`],
        action,
      }
    : {
        subject: `Changes published: ${title}`,
        heading: 'Your changes are published',
        paragraphs: [`Our editors approved your changes to the ${kind.en} "${title}".`],
        action,
      };
};

export const submissionRevisionApprovedMail = defineMail({
  name: 'submission_revision_approved',
  class: 'notification',
  payload: submissionPayload,
  example: submissionExample,
  render: revisionApproved,
});
