import { z } from 'zod';
import { authLinkExample, authLinkPayload, defineMail } from './define-mail.ts';
import { type MailCopy, type MailTemplate, text } from './mail-template.ts';

/**
 * Account emails (issue 3): sign-up confirmation, password recovery, email
 * change (one mail to the new address, one to the current address; issue 16).
 * Each carries the confirm link and the same token's 6-digit code. The
 * "you already have an account" mail answers a sign-up for a confirmed address.
 */

function code(data: Record<string, unknown>, label: string): Pick<MailCopy, 'code'> {
  const value = text(data, 'code');
  return value ? { code: { label, value } } : {};
}

const codeLabel = { en: 'Or enter this code', sr: 'Или унесите овај код' };

const confirmSignupTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Потврдите свој налог на Заједници',
        heading: 'Добродошли на Заједницу',
        paragraphs: ['Потврдите своју адресу е-поште да бисте завршили отварање налога.'],
        action: { label: 'Потврди налог', url: text(data, 'link') },
        ...code(data, codeLabel.sr),
        footer: 'Ако се нисте регистровали, занемарите ову поруку. Веза и код важе 24 сата.',
      }
    : {
        subject: 'Confirm your Zajednica account',
        heading: 'Welcome to Zajednica',
        paragraphs: ['Please confirm your email address to finish creating your account.'],
        action: { label: 'Confirm my account', url: text(data, 'link') },
        ...code(data, codeLabel.en),
        footer:
          'If you did not sign up, you can ignore this email. The link and the code are valid for 24 hours.',
      };

const recoveryTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Промена лозинке на Заједници',
        heading: 'Нова лозинка',
        paragraphs: [
          'Затражена је промена лозинке за ваш налог. Кликните на дугме испод да изаберете нову лозинку.',
        ],
        action: { label: 'Изабери нову лозинку', url: text(data, 'link') },
        ...code(data, codeLabel.sr),
        footer:
          'Ако то нисте били ви, занемарите ову поруку: лозинка остаје иста. Веза и код важе један сат.',
      }
    : {
        subject: 'Reset your Zajednica password',
        heading: 'Choose a new password',
        paragraphs: [
          'Someone asked to reset the password of your account. Use the button below to choose a new one.',
        ],
        action: { label: 'Choose a new password', url: text(data, 'link') },
        ...code(data, codeLabel.en),
        footer:
          'If it was not you, ignore this email: your password stays the same. The link and the code are valid for 1 hour.',
      };

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
        ...code(data, codeLabel.sr),
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
        ...code(data, codeLabel.en),
        footer: 'If you did not ask for this change, ignore this email.',
      };

/** To the current address when a change to another address is asked for (secure email change). */
const emailChangeCurrentTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Захтев за промену адресе е-поште на Заједници',
        heading: 'Промена адресе е-поште',
        paragraphs: [
          `Затражено је да адреса е-поште вашег налога на Заједници постане ${text(data, 'new_email')}.`,
          'Ако сте то ви, потврдите промену и овде: она важи тек када је потврде и садашња и нова адреса.',
        ],
        action: { label: 'Потврди промену', url: text(data, 'link') },
        ...code(data, codeLabel.sr),
        footer:
          'Ако нисте тражили ову промену, не потврђујте је и промените лозинку: ваша адреса остаје иста.',
      }
    : {
        subject: 'Change of your Zajednica email address requested',
        heading: 'Email address change',
        paragraphs: [
          `Someone asked to change the email address of your Zajednica account to ${text(data, 'new_email')}.`,
          'If it was you, confirm the change here as well: it takes effect only once both the current and the new address have confirmed it.',
        ],
        action: { label: 'Confirm the change', url: text(data, 'link') },
        ...code(data, codeLabel.en),
        footer:
          'If you did not ask for this change, do not confirm it and change your password: your address stays the same.',
      };

/** To the owner of a confirmed address that someone signed up with again. */
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

/** Queued by server/auth/auth-mail.ts. */
export const authMails = [
  defineMail({
    name: 'confirm_signup',
    class: 'account',
    payload: authLinkPayload,
    example: authLinkExample,
    render: confirmSignupTemplate,
  }),
  defineMail({
    name: 'recovery',
    class: 'account',
    payload: authLinkPayload,
    example: authLinkExample,
    render: recoveryTemplate,
  }),
  defineMail({
    name: 'email_change',
    class: 'account',
    payload: authLinkPayload,
    example: authLinkExample,
    render: emailChangeTemplate,
  }),
  defineMail({
    name: 'email_change_current',
    class: 'account',
    payload: authLinkPayload,
    example: authLinkExample,
    render: emailChangeCurrentTemplate,
  }),
  defineMail({
    name: 'existing_account',
    class: 'account',
    payload: { login_url: z.string(), reset_url: z.string() },
    example: {
      login_url: 'https://z.example/login',
      reset_url: 'https://z.example/forgot-password',
    },
    render: existingAccountTemplate,
  }),
] as const;
