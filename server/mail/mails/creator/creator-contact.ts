import { z } from 'zod';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/** A visitor's message to a creator through the profile's contact form (issue 7). */

const creatorContact: MailTemplate = (data, locale) => ({
  subject:
    locale === 'sr'
      ? `Нова порука преко Заједнице од: ${text(data, 'sender_name')}`
      : `New message through Zajednica from ${text(data, 'sender_name')}`,
  heading: locale === 'sr' ? 'Нова порука' : 'New message',
  paragraphs: [text(data, 'message')],
  footer:
    locale === 'sr'
      ? 'Одговорите на ову поруку да бисте писали пошиљаоцу.'
      : 'Reply to this email to answer the sender.',
  replyTo: text(data, 'reply_to') || undefined,
});

export const creatorContactMail = defineMail({
  name: 'creator_contact',
  class: 'notification',
  payload: { sender_name: z.string(), reply_to: z.string(), message: z.string() },
  example: { sender_name: 'Marko', reply_to: 'marko@example.com', message: 'Hello!' },
  render: creatorContact,
});
