import type { MailTemplate } from './mail-template.ts';
import { text } from './mail-template.ts';

/**
 * A message from the contact page (issue 20) to every editor, in the editor's
 * language; Reply-To is the sender, so the editor simply answers the mail.
 */
export const editorContactMessage: MailTemplate = (data, locale) => {
  const from = `${text(data, 'full_name')} <${text(data, 'email')}>`;
  const subject = text(data, 'subject');
  const message = text(data, 'message');
  return locale === 'sr'
    ? {
        subject: `Порука са странице Контакт: ${subject}`,
        heading: 'Нова порука са странице Контакт',
        paragraphs: [`Од: ${from}`, `Наслов: ${subject}`, message],
        footer: 'Одговорите на ову поруку да бисте писали пошиљаоцу.',
        replyTo: text(data, 'email'),
      }
    : {
        subject: `Contact page message: ${subject}`,
        heading: 'A new message from the contact page',
        paragraphs: [`From: ${from}`, `Subject: ${subject}`, message],
        footer: 'Reply to this email to write to the sender.',
        replyTo: text(data, 'email'),
      };
};
