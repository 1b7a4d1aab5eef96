import { routePath } from '../../domain/routes.ts';
import { mailItemName } from './mail-names.ts';
import { type MailTemplate, text } from './mail-template.ts';

/**
 * Mail about a claim of a creator profile (issue 19), queued by the database
 * trigger notify_claim_status (0270) in the claimant's language: verified,
 * approved (with an invitation to sign up when the address has no confirmed
 * account yet), rejected with the editor's reason; and the notice to the
 * profile's public email that someone claimed it.
 */

const profileUrl = (siteUrl: string, data: Record<string, unknown>) =>
  `${siteUrl}${routePath('creator', { slug: text(data, 'slug') })}`;

const claimVerified: MailTemplate = (data, locale) => {
  const name = mailItemName(data, locale, 'name');
  return locale === 'sr'
    ? {
        subject: `Захтев је потврђен: ${name}`,
        heading: 'Ваш захтев чека преглед',
        paragraphs: [
          `Потврдили сте адресу за захтев за профил „${name}“. Уредници ће сада прегледати доказ.`,
          'Јавићемо вам њихову одлуку на ову адресу. Профил за то време остаје објављен.',
        ],
      }
    : {
        subject: `Claim confirmed: ${name}`,
        heading: 'Your claim is waiting for review',
        paragraphs: [
          `You confirmed your address for the claim of the profile "${name}". Our editors will now review your proof.`,
          'We will send their decision to this address. The profile stays published meanwhile.',
        ],
      };
};

const claimedNotice: MailTemplate = (data, locale, siteUrl) => {
  const name = mailItemName(data, locale, 'name');
  const action = {
    label: locale === 'sr' ? 'Отвори профил' : 'Open the profile',
    url: profileUrl(siteUrl, data),
  };
  return locale === 'sr'
    ? {
        subject: `Неко је затражио профил „${name}“`,
        heading: 'Неко је затражио ваш профил',
        paragraphs: [
          `Неко је затражио власништво над профилом ствараоца „${name}“ на Заједници, који наводи ову адресу е-поште.`,
          'Уредници проверавају сваки захтев пре него што доделе профил. Ако мислите да захтев није исправан, пишите нам преко странице за контакт.',
        ],
        action,
      }
    : {
        subject: `Someone claimed the profile "${name}"`,
        heading: 'Someone claimed your profile',
        paragraphs: [
          `Someone asked to own the creator profile "${name}" on Zajednica, which lists this email address.`,
          'Our editors check every claim before they give a profile to anyone. If you think this claim is wrong, write to us through the contact page.',
        ],
        action,
      };
};

const claimApproved: MailTemplate = (data, locale, siteUrl) => {
  const name = mailItemName(data, locale, 'name');
  if (data.awaiting_account === true) {
    const signup = new URL(routePath('signup'), siteUrl);
    signup.searchParams.set('email', text(data, 'email'));
    return locale === 'sr'
      ? {
          subject: `Захтев је одобрен: ${name}`,
          heading: 'Профил је ваш када направите налог',
          paragraphs: [
            `Уредници су одобрили ваш захтев за профил „${name}“.`,
            `Направите налог са адресом ${text(data, 'email')} и потврдите је; профил ће се тада сам појавити међу вашим профилима ствараоца.`,
          ],
          action: { label: 'Направи налог', url: signup.toString() },
        }
      : {
          subject: `Claim approved: ${name}`,
          heading: 'The profile is yours once you sign up',
          paragraphs: [
            `Our editors approved your claim of the profile "${name}".`,
            `Sign up with the address ${text(data, 'email')} and confirm it; the profile then appears under My Creator Profiles by itself.`,
          ],
          action: { label: 'Sign up', url: signup.toString() },
        };
  }
  const dashboard = new URL(routePath('dashboard'), siteUrl);
  dashboard.searchParams.set('tab', 'creators');
  return locale === 'sr'
    ? {
        subject: `Захтев је одобрен: ${name}`,
        heading: 'Профил је сада ваш',
        paragraphs: [
          `Уредници су одобрили ваш захтев. Профил „${name}“ је сада међу вашим профилима ствараоца на контролној табли.`,
        ],
        action: { label: 'Отвори контролну таблу', url: dashboard.toString() },
      }
    : {
        subject: `Claim approved: ${name}`,
        heading: 'The profile is now yours',
        paragraphs: [
          `Our editors approved your claim. The profile "${name}" is now under My Creator Profiles on your dashboard.`,
        ],
        action: { label: 'Open your dashboard', url: dashboard.toString() },
      };
};

const claimRejected: MailTemplate = (data, locale) => {
  const name = mailItemName(data, locale, 'name');
  const note = text(data, 'note');
  const owned = data.void === true;
  return locale === 'sr'
    ? {
        subject: `Захтев није одобрен: ${name}`,
        heading: 'Ваш захтев није одобрен',
        paragraphs: [
          owned
            ? `Профил „${name}“ је у међувремену добио власника, па ваш захтев више не може бити одобрен.`
            : `Уредници су прегледали ваш захтев за профил „${name}“ и нису га одобрили.`,
          ...(note ? [`Разлог: ${note}`] : []),
          'Ако мислите да је ово грешка, пишите нам преко странице за контакт.',
        ],
      }
    : {
        subject: `Claim not approved: ${name}`,
        heading: 'Your claim was not approved',
        paragraphs: [
          owned
            ? `The profile "${name}" got an owner meanwhile, so your claim can no longer be approved.`
            : `Our editors reviewed your claim of the profile "${name}" and did not approve it.`,
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

export const claimMailTemplates: Record<string, MailTemplate> = {
  creator_claim_verified: claimVerified,
  creator_claimed_notice: claimedNotice,
  creator_claim_approved: claimApproved,
  creator_claim_rejected: claimRejected,
  creator_published: creatorPublished,
};
