import { z } from 'zod';
import { defineMail } from './define-mail.ts';
import { type MailTemplate, text } from './mail-template.ts';

/**
 * A member's notices about their own account (0701): password changed,
 * email address changed, a role granted or removed. Serbian is written in
 * Cyrillic; render-mail.ts transliterates it for Latin readers.
 */

const notYou = {
  en: 'If this was not you, reset your password at once and write to us through the contact page.',
  sr: 'Ако то нисте били ви, одмах промените лозинку и пишите нам преко странице за контакт.',
};

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

const emailChanged: MailTemplate = (data, locale, siteUrl) => ({
  subject:
    locale === 'sr' ? 'Адреса е-поште вашег налога је промењена' : 'Your email address was changed',
  heading: locale === 'sr' ? 'Адреса е-поште је промењена' : 'Email address changed',
  paragraphs: [
    locale === 'sr'
      ? `Налог који је користио адресу ${text(data, 'old_email')} сада користи адресу ${text(data, 'new_email')}. Поруке портала од сада стижу на нову адресу.`
      : `The account that used ${text(data, 'old_email')} now uses ${text(data, 'new_email')}. The portal's mail goes to the new address from now on.`,
    notYou[locale],
  ],
  action: {
    label: locale === 'sr' ? 'Контакт' : 'Contact us',
    url: `${siteUrl}/contact`,
  },
});

const roleNames = {
  editor: { en: 'editor', sr: 'уредник' },
  admin: { en: 'administrator', sr: 'администратор' },
};

const roleChanged: MailTemplate = (data, locale, siteUrl) => {
  const role = roleNames[text(data, 'role') === 'admin' ? 'admin' : 'editor'][locale];
  const granted = text(data, 'action') === 'grant';
  if (locale === 'sr')
    return {
      subject: granted ? `Добили сте улогу: ${role}` : `Улога је уклоњена: ${role}`,
      heading: granted ? `Ваша нова улога: ${role}` : `Више немате улогу: ${role}`,
      paragraphs: granted
        ? [
            `Администратор Заједнице вам је доделио улогу „${role}“.`,
            'Да бисте прегледали прилоге, подесите пријаву у два корака на својој контролној табли.',
          ]
        : [`Администратор Заједнице вам је уклонио улогу „${role}“.`, notYou.sr],
      action: { label: 'Отвори контролну таблу', url: `${siteUrl}/dashboard` },
    };
  return {
    subject: granted ? `You were made ${role}` : `Your ${role} role was removed`,
    heading: granted ? `Your new role: ${role}` : `You are no longer ${role}`,
    paragraphs: granted
      ? [
          `An administrator of Zajednica gave you the ${role} role.`,
          'To review submissions, set up two-step sign-in on your dashboard.',
        ]
      : [`An administrator of Zajednica removed your ${role} role.`, notYou.en],
    action: { label: 'Open your dashboard', url: `${siteUrl}/dashboard` },
  };
};

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

export const accountMails = [
  defineMail({
    name: 'account_password_changed',
    class: 'account',
    payload: { email: z.string() },
    example: { email: 'ana@example.com' },
    render: passwordChanged,
  }),
  defineMail({
    name: 'account_email_changed',
    class: 'account',
    payload: { old_email: z.string(), new_email: z.string() },
    example: { old_email: 'ana@example.com', new_email: 'ana.nova@example.com' },
    render: emailChanged,
  }),
  defineMail({
    name: 'account_role_changed',
    class: 'notification',
    payload: { role: z.string(), action: z.string() },
    example: { role: 'editor', action: 'granted' },
    render: roleChanged,
  }),
  defineMail({
    name: 'account_deleted',
    class: 'account',
    payload: { email: z.string(), kept_published: z.boolean() },
    example: { email: 'ana@example.com', kept_published: true },
    render: accountDeleted,
  }),
] as const;
