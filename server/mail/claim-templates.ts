import { z } from 'zod';
import { defineMail, optionalText, rowId } from './define-mail.ts';
import { routePath } from '../../domain/routes.ts';
import { claimWords, isBusiness, isOrganization } from './claim-words.ts';
import { mailItemName } from './mail-names.ts';
import { type MailTemplate, text } from './mail-template.ts';

/**
 * Mail about a claim of a creator profile (issue 19) or a business listing
 * (issue 20, the data's `kind`), queued by the database
 * trigger notify_claim_status (0270) in the claimant's language: verified,
 * approved (with an invitation to sign up when the address has no confirmed
 * account yet), rejected with the editor's reason; and the notice to the
 * profile's public email that someone claimed it.
 */

const profileUrl = (siteUrl: string, data: Record<string, unknown>) =>
  `${siteUrl}${routePath('creator', { slug: text(data, 'slug') })}`;

/** Where a claimed item is seen: a creator's profile page, or the business directory. */
const itemUrl = (siteUrl: string, data: Record<string, unknown>) =>
  isOrganization(data)
    ? `${siteUrl}${routePath('organization', { slug: text(data, 'slug') })}`
    : isBusiness(data)
      ? `${siteUrl}${routePath('businessDirectory')}?text=${encodeURIComponent(text(data, 'name'))}`
      : profileUrl(siteUrl, data);

const claimVerified: MailTemplate = (data, locale) => {
  const name = mailItemName(data, locale, 'name');
  const w = claimWords(data);
  return locale === 'sr'
    ? {
        subject: `Захтев је потврђен: ${name}`,
        heading: 'Ваш захтев чека преглед',
        paragraphs: [
          `Потврдили сте адресу за захтев за ${w.sr} „${name}“. Уредници ће сада прегледати доказ.`,
          `Јавићемо вам њихову одлуку на ову адресу. ${w.srCap} за то време остаје објављен.`,
        ],
      }
    : {
        subject: `Claim confirmed: ${name}`,
        heading: 'Your claim is waiting for review',
        paragraphs: [
          `You confirmed your address for the claim of the ${w.en} "${name}". Our editors will now review your proof.`,
          `We will send their decision to this address. The ${w.en} stays published meanwhile.`,
        ],
      };
};

const claimedNotice: MailTemplate = (data, locale, siteUrl) => {
  const name = mailItemName(data, locale, 'name');
  const w = claimWords(data);
  const action = {
    label: locale === 'sr' ? `Отвори ${w.sr}` : `Open the ${w.en}`,
    url: itemUrl(siteUrl, data),
  };
  return locale === 'sr'
    ? {
        subject: `Неко је затражио ${w.sr} „${name}“`,
        heading: `Неко је затражио ваш ${w.sr}`,
        paragraphs: [
          `Неко је затражио власништво над ${w.srFullInstrumental} „${name}“ на Заједници, који наводи ову адресу е-поште.`,
          `Уредници проверавају сваки захтев пре него што доделе ${w.sr}. Ако мислите да захтев није исправан, пишите нам преко странице за контакт.`,
        ],
        action,
      }
    : {
        subject: `Someone claimed the ${w.en} "${name}"`,
        heading: `Someone claimed your ${w.en}`,
        paragraphs: [
          `Someone asked to own the ${w.enFull} "${name}" on Zajednica, which lists this email address.`,
          `Our editors check every claim before they give a ${w.en} to anyone. If you think this claim is wrong, write to us through the contact page.`,
        ],
        action,
      };
};

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

const claimRejected: MailTemplate = (data, locale) => {
  const name = mailItemName(data, locale, 'name');
  const note = text(data, 'note');
  const owned = data.void === true;
  const w = claimWords(data);
  return locale === 'sr'
    ? {
        subject: `Захтев није одобрен: ${name}`,
        heading: 'Ваш захтев није одобрен',
        paragraphs: [
          owned
            ? `${w.srCap} „${name}“ је у међувремену добио власника, па ваш захтев више не може бити одобрен.`
            : `Уредници су прегледали ваш захтев за ${w.sr} „${name}“ и нису га одобрили.`,
          ...(note ? [`Разлог: ${note}`] : []),
          'Ако мислите да је ово грешка, пишите нам преко странице за контакт.',
        ],
      }
    : {
        subject: `Claim not approved: ${name}`,
        heading: 'Your claim was not approved',
        paragraphs: [
          owned
            ? `The ${w.en} "${name}" got an owner meanwhile, so your claim can no longer be approved.`
            : `Our editors reviewed your claim of the ${w.en} "${name}" and did not approve it.`,
          ...(note ? [`The reason: ${note}`] : []),
          'If you think this is a mistake, write to us through the contact page.',
        ],
      };
};

const creatorPublished: MailTemplate = (data, locale, siteUrl) => {
  const title = mailItemName(data, locale);
  const action = {
    label: locale === 'sr' ? 'Погледај профил' : 'See the profile',
    url: profileUrl(siteUrl, data),
  };
  return locale === 'sr'
    ? {
        subject: `Објављено: ${title}`,
        heading: 'Ваш профил ствараоца је објављен',
        paragraphs: [`Хвала вам! Профил „${title}“ сада је објављен на Заједници.`],
        action,
      }
    : {
        subject: `Published: ${title}`,
        heading: 'Your creator profile is published',
        paragraphs: [`Thank you! The profile "${title}" is now published on Zajednica.`],
        action,
      };
};

/** Queued by notify_claim_status (0270, 0441, 0831) and notify_creator_published. */
export const claimMails = [
  defineMail({
    name: 'creator_claim_verified',
    class: 'notification',
    payload: {
      kind: z.enum(['creator', 'business', 'organization']).nullish(),
      claim_id: rowId(),
      name: z.string(),
      slug: optionalText(),
      email: optionalText(),
    },
    example: {
      kind: 'creator',
      claim_id: '00000000-0000-4000-8000-000000000001',
      name: 'Ana Petrović',
      slug: 'ana-petrovic',
      email: 'ana@example.com',
    },
    render: claimVerified,
  }),
  defineMail({
    name: 'creator_claimed_notice',
    class: 'notification',
    payload: {
      name: z.string(),
      slug: optionalText(),
      kind: z.enum(['creator', 'business', 'organization']).nullish(),
    },
    example: { name: 'Ana Petrović', slug: 'ana-petrovic', kind: 'creator' },
    render: claimedNotice,
  }),
  defineMail({
    name: 'creator_claim_approved',
    class: 'notification',
    payload: {
      kind: z.enum(['creator', 'business', 'organization']).nullish(),
      claim_id: rowId(),
      name: z.string(),
      slug: optionalText(),
      email: optionalText(),
      awaiting_account: z.boolean().nullish(),
    },
    example: {
      kind: 'creator',
      claim_id: '00000000-0000-4000-8000-000000000001',
      name: 'Ana Petrović',
      slug: 'ana-petrovic',
      email: 'ana@example.com',
      awaiting_account: true,
    },
    render: claimApproved,
  }),
  defineMail({
    name: 'creator_claim_rejected',
    class: 'notification',
    payload: {
      kind: z.enum(['creator', 'business', 'organization']).nullish(),
      claim_id: rowId(),
      name: z.string(),
      slug: optionalText(),
      email: optionalText(),
      note: optionalText(),
      void: z.boolean().nullish(),
    },
    example: {
      kind: 'creator',
      claim_id: '00000000-0000-4000-8000-000000000001',
      name: 'Ana Petrović',
      slug: 'ana-petrovic',
      email: 'ana@example.com',
      note: 'The proof does not show the profile.',
      void: false,
    },
    render: claimRejected,
  }),
  defineMail({
    name: 'creator_published',
    class: 'notification',
    payload: { table: z.literal('creators'), id: rowId(), slug: optionalText(), title: z.string() },
    example: {
      table: 'creators',
      id: '00000000-0000-4000-8000-000000000002',
      slug: 'ana-petrovic',
      title: 'Ana Petrović',
    },
    render: creatorPublished,
  }),
] as const;
