import { z } from 'zod';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/**
 * The answer to a sign-up with an address that already has a confirmed
 * account: sent to the owner of that address, with no link that signs in.
 */

const existingAccountTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Већ имате налог на Заједници',
        heading: 'Већ имате налог',
        paragraphs: [
          'Неко је покушао да отвори нови налог на Заједници са овом адресом е-поште, али она већ припада вашем налогу.',
          'Пријавите се својом лозинком. Ако сте је заборавили, изаберите нову на страници за промену лозинке.',
        ],
        action: { label: 'Пријави се', url: text(data, 'login_url') },
        footer: `Заборављена лозинка: ${text(data, 'reset_url')}. Ако то нисте били ви, занемарите ову поруку: ништа није промењено.`,
      }
    : {
        subject: 'You already have a Zajednica account',
        heading: 'You already have an account',
        paragraphs: [
          'Someone tried to open a new Zajednica account with this email address, but it already belongs to your account.',
          'Sign in with your password. If you have forgotten it, choose a new one on the password reset page.',
        ],
        action: { label: 'Sign in', url: text(data, 'login_url') },
        footer: `Forgotten password: ${text(data, 'reset_url')}. If it was not you, ignore this email: nothing has changed.`,
      };

export const existingAccountMail = defineMail({
  name: 'existing_account',
  class: 'account',
  payload: { login_url: z.string(), reset_url: z.string() },
  example: {
    login_url: 'https://z.example/login',
    reset_url: 'https://z.example/forgot-password',
  },
  render: existingAccountTemplate,
});
