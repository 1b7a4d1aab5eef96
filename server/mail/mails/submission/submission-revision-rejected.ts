import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import {
  dashboardAction,
  kindOf,
  submissionExample,
  submissionPayload,
} from './submission-shared.ts';

/** The editors did not apply the owner's changes to a published item, with the reason (decide_revision). */

const revisionRejected: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const note = text(data, 'note');
  return locale === 'sr'
    ? {
        subject: `Измене нису прихваћене: ${title}`,
        heading: 'Ваше измене нису прихваћене',
        paragraphs: [
          `Уредници нису прихватили ваше измене (${kind.sr}) „${title}“; објављена верзија остаје.`,
          ...(note ? [`Разлог: ${note}`] : []),
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `Changes not accepted: ${title}`,
        heading: 'Your changes were not accepted',
        paragraphs: [
          `Our editors did not accept your changes to the ${kind.en} "${title}"; the published version stays.`,
          ...(note ? [`The reason: ${note}`] : []),
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

export const submissionRevisionRejectedMail = defineMail({
  name: 'submission_revision_rejected',
  class: 'notification',
  payload: submissionPayload,
  example: submissionExample,
  render: revisionRejected,
});
