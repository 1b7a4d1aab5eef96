import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { authLinkExample, authLinkPayload, codeLabel, mailCode } from './auth-shared.ts';

/** The link and code that confirm a new account (issue 3). */

const confirmSignupTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Потврдите свој налог на Заједници',
        heading: 'Добродошли на Заједницу',
        paragraphs: ['Потврдите своју адресу е-поште да бисте завршили отварање налога.'],
        action: { label: 'Потврди налог', url: text(data, 'link') },
        ...mailCode(data, codeLabel.sr),
        footer: 'Ако се нисте регистровали, занемарите ову поруку. Веза и код важе 24 сата.',
      }
    : {
        subject: 'Confirm your Zajednica account',
        heading: 'Welcome to Zajednica',
        paragraphs: ['Please confirm your email address to finish creating your account.'],
        action: { label: 'Confirm my account', url: text(data, 'link') },
        ...mailCode(data, codeLabel.en),
        footer:
          'If you did not sign up, you can ignore this email. The link and the code are valid for 24 hours.',
      };

export const confirmSignupMail = defineMail({
  name: 'confirm_signup',
  class: 'account',
  payload: authLinkPayload,
  example: authLinkExample,
  render: confirmSignupTemplate,
});
