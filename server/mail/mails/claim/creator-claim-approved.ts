import { z } from 'zod';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import {
  claimStateExample,
  claimStatePayload,
  claimWords,
  isOrganization,
} from './claim-shared.ts';

/**
 * The editors approved a claim, with an invitation to sign up when the
 * address has no confirmed account yet (queued by the database trigger notify_claim_status (0270, 0441, 0831) in the claimant's language).
 */

const claimApproved: MailTemplate = (data, locale, siteUrl) => {
  const name = mailItemName(data, locale, 'name');
  const w = claimWords(data);
  if (data.awaiting_account === true) {
    const signup = new URL(routePath('signup'), siteUrl);
    signup.searchParams.set('email', text(data, 'email'));
    return locale === 'sr'
      ? {
          subject: `Захтев је одобрен: ${name}`,
          heading: `${w.srCap} је ваш када направите налог`,
          paragraphs: [
            `Уредници су одобрили ваш захтев за ${w.sr} „${name}“.`,
            `Направите налог са адресом ${text(data, 'email')} и потврдите је; ${w.sr} ће се тада сам појавити ${w.srWhere}.`,
          ],
          action: { label: 'Направи налог', url: signup.toString() },
        }
      : {
          subject: `Claim approved: ${name}`,
          heading: `The ${w.en} is yours once you sign up`,
          paragraphs: [
            `Our editors approved your claim of the ${w.en} "${name}".`,
            `Sign up with the address ${text(data, 'email')} and confirm it; the ${w.en} then appears ${w.enWhere} by itself.`,
          ],
          action: { label: 'Sign up', url: signup.toString() },
        };
  }
  // An organization's admins run it from its own page (0831); the others from the dashboard.
  const dashboard = isOrganization(data)
    ? new URL(routePath('organizationManage', { slug: text(data, 'slug') }), siteUrl)
    : new URL(routePath('dashboard'), siteUrl);
  if (isOrganization(data)) {
    return locale === 'sr'
      ? {
          subject: `Захтев је одобрен: ${name}`,
          heading: 'Сада сте администратор организације',
          paragraphs: [
            `Уредници су одобрили ваш захтев. Сада водите „${name}“ на Заједници: објављујте њене догађаје, уређујте њен профил и позовите још администратора.`,
          ],
          action: { label: 'Управљај организацијом', url: dashboard.toString() },
        }
      : {
          subject: `Claim approved: ${name}`,
          heading: 'You are now an admin of the organization',
          paragraphs: [
            `Our editors approved your claim. You now run "${name}" on Zajednica: post its events, edit its page and invite co-admins.`,
          ],
          action: { label: 'Manage the organization', url: dashboard.toString() },
        };
  }
  dashboard.searchParams.set('tab', w.dashboardTab);
  return locale === 'sr'
    ? {
        subject: `Захтев је одобрен: ${name}`,
        heading: `${w.srCap} је сада ваш`,
        paragraphs: [
          `Уредници су одобрили ваш захтев. ${w.srCap} „${name}“ је сада ${w.srWhere} на контролној табли.`,
        ],
        action: { label: 'Отвори контролну таблу', url: dashboard.toString() },
      }
    : {
        subject: `Claim approved: ${name}`,
        heading: `The ${w.en} is now yours`,
        paragraphs: [
          `Our editors approved your claim. The ${w.en} "${name}" is now ${w.enWhere} on your dashboard.`,
        ],
        action: { label: 'Open your dashboard', url: dashboard.toString() },
      };
};

export const creatorClaimApprovedMail = defineMail({
  name: 'creator_claim_approved',
  class: 'notification',
  payload: {
    ...claimStatePayload,
    awaiting_account: z.boolean().nullish(),
  },
  example: {
    ...claimStateExample,
    awaiting_account: true,
  },
  render: claimApproved,
});
