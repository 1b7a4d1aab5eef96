import { type MailCopy, type MailTemplate, text } from './mail-template.ts';

/**
 * Account emails (issue 3): sign-up confirmation, password recovery, email
 * change. Each carries the confirm link and the same token's 6-digit code.
 */

function code(data: Record<string, unknown>, label: string): Pick<MailCopy, 'code'> {
  const value = text(data, 'code');
  return value ? { code: { label, value } } : {};
}

const codeLabel = { en: 'Or enter this code', sr: 'Или унесите овај код' };

export const confirmSignupTemplate: MailTemplate = (data, locale) =>
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

export const recoveryTemplate: MailTemplate = (data, locale) =>
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

export const emailChangeTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Потврдите нову адресу е-поште',
        heading: 'Нова адреса е-поште',
        paragraphs: [
          `Потврдите да ${text(data, 'new_email')} постане адреса е-поште вашег налога на Заједници.`,
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
        ],
        action: { label: 'Confirm the new address', url: text(data, 'link') },
        ...code(data, codeLabel.en),
        footer: 'If you did not ask for this change, ignore this email.',
      };
