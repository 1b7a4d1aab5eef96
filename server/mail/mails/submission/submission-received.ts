import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import type { MailTemplate } from '../../mail-template.ts';
import {
  dashboardAction,
  kindOf,
  submissionExample,
  submissionPayload,
} from './submission-shared.ts';

/** The author's submission was received (notify_author_of_receipt, issue 19). */

const received: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  return locale === 'sr'
    ? {
        subject: `Примили смо ваш прилог: ${title}`,
        heading: 'Хвала вам на прилогу',
        paragraphs: [
          `Ваш прилог (${kind.sr}) „${title}“ је примљен и уредници ће га ускоро прегледати.`,
          'Јавићемо вам када одлуче. Стање прилога видите на контролној табли.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `We received your submission: ${title}`,
        heading: 'Thank you for your submission',
        paragraphs: [
          `Your ${kind.en} "${title}" was received and our editors will review it soon.`,
          'We will let you know their decision. Your dashboard shows where it stands.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

export const submissionReceivedMail = defineMail({
  name: 'submission_received',
  class: 'notification',
  payload: submissionPayload,
  example: submissionExample,
  render: received,
});
