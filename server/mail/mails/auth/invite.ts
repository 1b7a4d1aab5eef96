import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { authLinkExample, authLinkPayload, mailCode } from './auth-shared.ts';

/** An administrator's invitation to open an account (issue 24). */

const inviteTemplate: MailTemplate = (data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Позвани сте на Заједницу',
        heading: 'Позивница',
        paragraphs: ['Позвани сте да отворите налог на Заједници. Кликните на дугме испод.'],
        action: { label: 'Прихвати позив', url: text(data, 'link') },
        ...mailCode(data, 'Или унесите овај код'),
        footer: 'Ако не очекујете позив, занемарите ову поруку. Веза важи 24 сата.',
      }
    : {
        subject: 'You are invited to Zajednica',
        heading: 'Your invitation',
        paragraphs: [
          'You have been invited to open an account on Zajednica. Use the button below.',
        ],
        action: { label: 'Accept the invitation', url: text(data, 'link') },
        ...mailCode(data, 'Or enter this code'),
        footer:
          'If you did not expect an invitation, you can ignore this email. The link is valid for 24 hours.',
      };

export const inviteMail = defineMail({
  name: 'invite',
  class: 'account',
  payload: authLinkPayload,
  example: authLinkExample,
  render: inviteTemplate,
});
