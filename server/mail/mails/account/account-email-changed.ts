import { z } from 'zod';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { notYou } from './account-shared.ts';

/** The notice that the email address of a member's account was changed (0701). */

const emailChanged: MailTemplate = (data, locale, siteUrl) => ({
  subject:
    locale === 'sr' ? 'Адреса е-поште вашег налога је промењена' : 'Your email address was changed',
  heading: locale === 'sr' ? 'Адреса е-поште је промењена' : 'Email address changed',
  paragraphs: [
    locale === 'sr'
      ? `Налог који је користио адресу ${text(data, 'old_email')} сада користи адресу ${text(data, 'new_email')}. Поруке портала од сада стижу на нову адресу.`
      : `The account that used ${text(data, 'old_email')} now uses ${text(data, 'new_email')}. The portal's mail goes to the new address from now on.`,
    notYou[locale],
  ],
  action: {
    label: locale === 'sr' ? 'Контакт' : 'Contact us',
    url: `${siteUrl}/contact`,
  },
});

export const accountEmailChangedMail = defineMail({
  name: 'account_email_changed',
  class: 'account',
  payload: { old_email: z.string(), new_email: z.string() },
  example: { old_email: 'ana@example.com', new_email: 'ana.nova@example.com' },
  render: emailChanged,
});
