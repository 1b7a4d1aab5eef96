import { z } from 'zod';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { notYou } from './account-shared.ts';

/** The notice that an administrator granted or removed a member's role (0701). */

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

export const accountRoleChangedMail = defineMail({
  name: 'account_role_changed',
  class: 'notification',
  payload: { role: z.string(), action: z.string() },
  example: { role: 'editor', action: 'granted' },
  render: roleChanged,
});
