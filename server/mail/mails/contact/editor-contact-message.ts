import { z } from 'zod';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail, rowId } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/**
 * A message from the contact page (issue 20) to every editor, in the editor's
 * language; Reply-To is the sender, so the editor simply answers the mail.
 * The link opens it in the editors' list, to mark it handled.
 */

/** The message in the editors' list (the Messages tab of the review queue). */
function messagePath(id: string): string {
  const query = new URLSearchParams({ tab: 'messages' });
  if (id) query.set('item', id);
  return `${routePath('admin')}?${query.toString()}`;
}

const editorContactMessage: MailTemplate = (data, locale, siteUrl) => {
  const url = `${siteUrl}${messagePath(text(data, 'message_id'))}`;
  const from = `${text(data, 'full_name')} <${text(data, 'email')}>`;
  const subject = text(data, 'subject');
  const message = text(data, 'message');
  return locale === 'sr'
    ? {
        subject: `Порука са странице Контакт: ${subject}`,
        heading: 'Нова порука са странице Контакт',
        paragraphs: [`Од: ${from}`, `Наслов: ${subject}`, message],
        action: { label: 'Отвори у листи порука', url },
        footer: 'Одговорите на ову поруку да бисте писали пошиљаоцу.',
        replyTo: text(data, 'email'),
      }
    : {
        subject: `Contact page message: ${subject}`,
        heading: 'A new message from the contact page',
        paragraphs: [`From: ${from}`, `Subject: ${subject}`, message],
        action: { label: 'Open in the message list', url },
        footer: 'Reply to this email to write to the sender.',
        replyTo: text(data, 'email'),
      };
};

/** Single notices queued before 0630 (contact messages now go into the digest), still rendered. */
export const editorContactMessageMail = defineMail({
  name: 'editor_contact_message',
  class: 'notification',
  payload: {
    message_id: rowId(),
    full_name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
  },
  example: {
    message_id: '17',
    full_name: 'Jelena Marković',
    email: 'jelena@example.com',
    subject: 'Link to the list',
    message: 'Hello.',
  },
  render: editorContactMessage,
});
