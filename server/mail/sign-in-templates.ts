import { authLinkExample, authLinkPayload, defineMail } from './define-mail.ts';
import { type MailCopy, type MailTemplate, text } from './mail-template.ts';

/**
 * Account emails of issue 24: a sign-in code and link (POST /otp), an
 * invitation (admin invite) and the code that confirms a password or email
 * change (GET /reauthenticate).
 */

function code(data: Record<string, unknown>, label: string): Pick<MailCopy, 'code'> {
  const value = text(data, 'code');
  return value ? { code: { label, value } } : {};
}

const magicLinkTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Ваш код за пријаву на Заједницу',
        heading: 'Пријава без лозинке',
        paragraphs: ['Унесите овај код на страници за пријаву или кликните на дугме испод.'],
        ...code(data, 'Код за пријаву'),
        action: { label: 'Пријави ме', url: text(data, 'link') },
        footer: 'Ако нисте тражили пријаву, занемарите ову поруку. Веза и код важе један сат.',
      }
    : {
        subject: 'Your Zajednica sign-in code',
        heading: 'Sign in without a password',
        paragraphs: ['Enter this code on the sign-in page, or use the button below.'],
        ...code(data, 'Sign-in code'),
        action: { label: 'Sign me in', url: text(data, 'link') },
        footer:
          'If you did not ask to sign in, you can ignore this email. The link and the code are valid for 1 hour.',
      };

const inviteTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Позвани сте на Заједницу',
        heading: 'Позивница',
        paragraphs: ['Позвани сте да отворите налог на Заједници. Кликните на дугме испод.'],
        action: { label: 'Прихвати позив', url: text(data, 'link') },
        ...code(data, 'Или унесите овај код'),
        footer: 'Ако не очекујете позив, занемарите ову поруку. Веза важи 24 сата.',
      }
    : {
        subject: 'You are invited to Zajednica',
        heading: 'Your invitation',
        paragraphs: [
          'You have been invited to open an account on Zajednica. Use the button below.',
        ],
        action: { label: 'Accept the invitation', url: text(data, 'link') },
        ...code(data, 'Or enter this code'),
        footer:
          'If you did not expect an invitation, you can ignore this email. The link is valid for 24 hours.',
      };

const reauthenticationTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Потврдите да сте то ви',
        heading: 'Код за потврду',
        paragraphs: ['Унесите овај код да бисте променили лозинку или адресу е-поште.'],
        ...code(data, 'Код'),
        footer: 'Ако то нисте били ви, промените лозинку. Код важи пет минута.',
      }
    : {
        subject: 'Confirm it is you',
        heading: 'Your confirmation code',
        paragraphs: ['Enter this code to change your password or email address.'],
        ...code(data, 'Code'),
        footer: 'If it was not you, change your password. The code is valid for 5 minutes.',
      };

/** Queued by server/auth/auth-mail.ts. */
export const signInMails = [
  defineMail({
    name: 'magiclink',
    class: 'account',
    payload: authLinkPayload,
    example: authLinkExample,
    render: magicLinkTemplate,
  }),
  defineMail({
    name: 'invite',
    class: 'account',
    payload: authLinkPayload,
    example: authLinkExample,
    render: inviteTemplate,
  }),
  defineMail({
    name: 'reauthentication',
    class: 'account',
    payload: authLinkPayload,
    example: authLinkExample,
    render: reauthenticationTemplate,
  }),
] as const;
