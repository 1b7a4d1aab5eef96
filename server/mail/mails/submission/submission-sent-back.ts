import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import {
  dashboardAction,
  kindOf,
  submissionExample,
  submissionPayload,
} from './submission-shared.ts';

/** An editor sent a submission back as a draft, with a note (notify_author_of_decision, issue 8). */

const sentBack: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const note = text(data, 'note');
  return locale === 'sr'
    ? {
        subject: `Потребне су измене: ${title}`,
        heading: 'Уредник вам је вратио прилог',
        paragraphs: [
          `Ваш прилог (${kind.sr}) „${title}“ враћен је као нацрт да бисте га допунили.`,
          ...(note ? [`Напомена уредника: ${note}`] : []),
          'Измените нацрт на контролној табли и пошаљите га поново на преглед.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `Changes requested: ${title}`,
        heading: 'An editor sent your submission back',
        paragraphs: [
          `Your ${kind.en} "${title}" was returned to you as a draft so that you can complete it.`,
          ...(note ? [`The editor's note: ${note}`] : []),
          'Edit the draft on your dashboard and send it for review again.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

export const submissionSentBackMail = defineMail({
  name: 'submission_sent_back',
  class: 'notification',
  payload: submissionPayload,
  example: submissionExample,
  render: sentBack,
});
