import { z } from 'zod';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { notYou } from './account-shared.ts';

/** The notice that the password of a member's account was changed (0701). */

const passwordChanged: MailTemplate = (data, locale, siteUrl) => ({
  subject: locale === 'sr' ? 'Лозинка вашег налога је промењена' : 'Your password was changed',
  heading: locale === 'sr' ? 'Лозинка је промењена' : 'Password changed',
  paragraphs: [
    locale === 'sr'
      ? `Лозинка налога ${text(data, 'email')} на Заједници управо је промењена.`
      : `The password of the account ${text(data, 'email')} on Zajednica was just changed.`,
    notYou[locale],
  ],
  action: {
    label: locale === 'sr' ? 'Поново поставите лозинку' : 'Reset your password',
    url: `${siteUrl}/forgot-password`,
  },
});

export const accountPasswordChangedMail = defineMail({
  name: 'account_password_changed',
  class: 'account',
  payload: { email: z.string() },
  example: { email: 'ana@example.com' },
  render: passwordChanged,
});
