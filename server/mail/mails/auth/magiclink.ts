import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { authLinkExample, authLinkPayload, mailCode } from './auth-shared.ts';

/** A sign-in code and link, to sign in without a password (POST /otp, issue 24). */

const magicLinkTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Ваш код за пријаву на Заједницу',
        heading: 'Пријава без лозинке',
        paragraphs: ['Унесите овај код на страници за пријаву или кликните на дугме испод.'],
        ...mailCode(data, 'Код за пријаву'),
        action: { label: 'Пријави ме', url: text(data, 'link') },
        footer: 'Ако нисте тражили пријаву, занемарите ову поруку. Веза и код важе један сат.',
      }
    : {
        subject: 'Your Zajednica sign-in code',
        heading: 'Sign in without a password',
        paragraphs: ['Enter this code on the sign-in page, or use the button below.'],
        ...mailCode(data, 'Sign-in code'),
        action: { label: 'Sign me in', url: text(data, 'link') },
        footer:
          'If you did not ask to sign in, you can ignore this email. The link and the code are valid for 1 hour.',
      };

export const magiclinkMail = defineMail({
  name: 'magiclink',
  class: 'account',
  payload: authLinkPayload,
  example: authLinkExample,
  render: magicLinkTemplate,
});
