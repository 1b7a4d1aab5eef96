import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { authLinkExample, authLinkPayload, codeLabel, mailCode } from './auth-shared.ts';

/** The link and code to choose a new password (issue 3). */

const recoveryTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Промена лозинке на Заједници',
        heading: 'Нова лозинка',
        paragraphs: [
          'Затражена је промена лозинке за ваш налог. Кликните на дугме испод да изаберете нову лозинку.',
        ],
        action: { label: 'Изабери нову лозинку', url: text(data, 'link') },
        ...mailCode(data, codeLabel.sr),
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
        ...mailCode(data, codeLabel.en),
        footer:
          'If it was not you, ignore this email: your password stays the same. The link and the code are valid for 1 hour.',
      };

export const recoveryMail = defineMail({
  name: 'recovery',
  class: 'account',
  payload: authLinkPayload,
  example: authLinkExample,
  render: recoveryTemplate,
});
