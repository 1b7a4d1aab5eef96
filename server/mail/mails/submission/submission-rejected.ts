import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import {
  dashboardAction,
  kindOf,
  submissionExample,
  submissionPayload,
} from './submission-shared.ts';

/** The editors did not publish a submission, with the reason (notify_author_of_decision, issue 8). */

const rejected: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const note = text(data, 'note');
  return locale === 'sr'
    ? {
        subject: `Прилог није објављен: ${title}`,
        heading: 'Ваш прилог није објављен',
        paragraphs: [
          `Уредници су прегледали ваш прилог (${kind.sr}) „${title}“ и одлучили да га не објаве.`,
          ...(note ? [`Разлог: ${note}`] : []),
          'Можете га изменити на контролној табли и поново послати на преглед.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `Submission not published: ${title}`,
        heading: 'Your submission was not published',
        paragraphs: [
          `Our editors reviewed your ${kind.en} "${title}" and decided not to publish it.`,
          ...(note ? [`The reason: ${note}`] : []),
          'You can change it on your dashboard and send it for review again.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

export const submissionRejectedMail = defineMail({
  name: 'submission_rejected',
  class: 'notification',
  payload: submissionPayload,
  example: submissionExample,
  render: rejected,
});
