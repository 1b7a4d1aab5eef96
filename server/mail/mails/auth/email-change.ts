import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { authLinkExample, authLinkPayload, codeLabel, mailCode } from './auth-shared.ts';

/**
 * To the new address of an email change (issue 16); the current address gets
 * email_change_current. The change takes effect once both have confirmed it.
 */

const emailChangeTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Потврдите нову адресу е-поште',
        heading: 'Нова адреса е-поште',
        paragraphs: [
          `Потврдите да ${text(data, 'new_email')} постане адреса е-поште вашег налога на Заједници.`,
          'Веза је послата и на вашу садашњу адресу: промена важи тек када је потврде обе адресе.',
        ],
        action: { label: 'Потврди нову адресу', url: text(data, 'link') },
        ...mailCode(data, codeLabel.sr),
        footer: 'Ако нисте тражили ову промену, занемарите ову поруку.',
      }
    : {
        subject: 'Confirm your new email address',
        heading: 'Your new email address',
        paragraphs: [
          `Please confirm that ${text(data, 'new_email')} should become the email address of your Zajednica account.`,
          'Your current address has been sent a link as well: the change takes effect once both addresses have confirmed it.',
        ],
        action: { label: 'Confirm the new address', url: text(data, 'link') },
        ...mailCode(data, codeLabel.en),
        footer: 'If you did not ask for this change, ignore this email.',
      };

export const emailChangeMail = defineMail({
  name: 'email_change',
  class: 'account',
  payload: authLinkPayload,
  example: authLinkExample,
  render: emailChangeTemplate,
});
