import { z } from 'zod';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/** The confirmation that an account was deleted (delete_my_account, 0703), and what stayed. */

const accountDeleted: MailTemplate = (data, locale, siteUrl) => {
  const kept = data.kept_published === true;
  if (locale === 'sr')
    return {
      subject: 'Ваш налог на Заједници је обрисан',
      heading: 'Налог је обрисан',
      paragraphs: [
        `Налог ${text(data, 'email')} обрисан је на ваш захтев, заједно са вашим нацртима и пријавама које су чекале преглед.`,
        kept
          ? 'Ваше објављене ставке остају на порталу, без вашег имена.'
          : 'Ваше објављене ставке уклоњене су са портала.',
        'Ако то нисте били ви, пишите нам одмах преко странице за контакт.',
      ],
      action: { label: 'Контакт', url: `${siteUrl}/contact` },
    };
  return {
    subject: 'Your Zajednica account was deleted',
    heading: 'Account deleted',
    paragraphs: [
      `The account ${text(data, 'email')} was deleted as you asked, with your drafts and the submissions waiting for review.`,
      kept
        ? 'Your published items stay on the portal, without your name.'
        : 'Your published items were removed from the portal.',
      'If this was not you, write to us at once through the contact page.',
    ],
    action: { label: 'Contact us', url: `${siteUrl}/contact` },
  };
};

export const accountDeletedMail = defineMail({
  name: 'account_deleted',
  class: 'account',
  payload: { email: z.string(), kept_published: z.boolean() },
  example: { email: 'ana@example.com', kept_published: true },
  render: accountDeleted,
});
