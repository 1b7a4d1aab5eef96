import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { authLinkExample, authLinkPayload, codeLabel, mailCode } from './auth-shared.ts';

/** To the current address when a change to another address is asked for (issue 16). */

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
        ...mailCode(data, codeLabel.sr),
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
        ...mailCode(data, codeLabel.en),
        footer:
          'If you did not ask for this change, do not confirm it and change your password: your address stays the same.',
      };

export const emailChangeCurrentMail = defineMail({
  name: 'email_change_current',
  class: 'account',
  payload: authLinkPayload,
  example: authLinkExample,
  render: emailChangeCurrentTemplate,
});
