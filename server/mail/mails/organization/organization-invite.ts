import { z } from 'zod';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail, rowId } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/**
 * The invitation to help run an organization (migration 0830,
 * invite_organization_admin), in the language the invited address's account
 * chose for its mail, else the inviter's page language. The link works for a
 * signed-in member whose confirmed address is the one invited, for 7 days.
 */

const organizationInvite: MailTemplate = (data, locale, siteUrl) => {
  const name = mailItemName(data, locale, 'name');
  const inviter = text(data, 'inviter').trim();
  const link = new URL(routePath('organizationInvite'), siteUrl);
  link.searchParams.set('token', text(data, 'token'));
  return locale === 'sr'
    ? {
        subject: `Позив: помозите у вођењу странице „${name}“`,
        heading: `Позвани сте да водите „${name}“ на Заједници`,
        paragraphs: [
          `${inviter || 'Један од администратора'} вас позива да заједно водите страницу организације „${name}“: објављујете њене догађаје и уређујете њену страницу.`,
          'Пријавите се (или направите налог) са овом адресом е-поште и прихватите позив. Позив важи седам дана.',
          'Ако не познајете ову организацију, занемарите ову поруку.',
        ],
        action: { label: 'Прихвати позив', url: link.toString() },
      }
    : {
        subject: `Invitation: help run "${name}"`,
        heading: `You are invited to run "${name}" on Zajednica`,
        paragraphs: [
          `${inviter || 'One of its admins'} invites you to run the page of the organization "${name}" together: post its events and edit its page.`,
          'Sign in (or sign up) with this email address and accept the invitation. It is valid for seven days.',
          'If you do not know this organization, ignore this email.',
        ],
        action: { label: 'Accept the invitation', url: link.toString() },
      };
};

/** Queued by invite_organization_admin (0830). */
export const organizationInviteMail = defineMail({
  name: 'organization_invite',
  class: 'notification',
  payload: {
    name: z.string(),
    slug: z.string(),
    inviter: z.string(),
    token: z.string(),
    invite_id: rowId(),
  },
  example: {
    name: 'Serbian Folklore Club',
    names: { name_sr_cyrl: 'Српски фолклорни клуб' },
    slug: 'folklore',
    inviter: 'Ana',
    token: 'abc',
    invite_id: '00000000-0000-4000-8000-000000000005',
  },
  render: organizationInvite,
});
