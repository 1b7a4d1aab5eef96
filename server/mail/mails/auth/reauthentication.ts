import { defineMail } from '../../define-mail.ts';
import type { MailTemplate } from '../../mail-template.ts';
import { authLinkExample, authLinkPayload, mailCode } from './auth-shared.ts';

/** The code that confirms a password or email change (GET /reauthenticate, issue 24). */

const reauthenticationTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Потврдите да сте то ви',
        heading: 'Код за потврду',
        paragraphs: ['Унесите овај код да бисте променили лозинку или адресу е-поште.'],
        ...mailCode(data, 'Код'),
        footer: 'Ако то нисте били ви, промените лозинку. Код важи пет минута.',
      }
    : {
        subject: 'Confirm it is you',
        heading: 'Your confirmation code',
        paragraphs: ['Enter this code to change your password or email address.'],
        ...mailCode(data, 'Code'),
        footer: 'If it was not you, change your password. The code is valid for 5 minutes.',
      };

export const reauthenticationMail = defineMail({
  name: 'reauthentication',
  class: 'account',
  payload: authLinkPayload,
  example: authLinkExample,
  render: reauthenticationTemplate,
});
