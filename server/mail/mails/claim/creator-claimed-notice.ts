import { z } from 'zod';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail, optionalText } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { claimWords, isBusiness, isOrganization, profileUrl } from './claim-shared.ts';

/**
 * The notice to the public email of a claimed profile, listing or
 * organization that someone claimed it (notify_claim_status).
 */

/** Where a claimed item is seen: a creator's profile page, or the business directory. */
const itemUrl = (siteUrl: string, data: Record<string, unknown>) =>
  isOrganization(data)
    ? `${siteUrl}${routePath('organization', { slug: text(data, 'slug') })}`
    : isBusiness(data)
      ? `${siteUrl}${routePath('businessDirectory')}?text=${encodeURIComponent(text(data, 'name'))}`
      : profileUrl(siteUrl, data);

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

export const creatorClaimedNoticeMail = defineMail({
  name: 'creator_claimed_notice',
  class: 'notification',
  payload: {
    name: z.string(),
    slug: optionalText(),
    kind: z.enum(['creator', 'business', 'organization']).nullish(),
  },
  example: { name: 'Ana Petrović', slug: 'ana-petrovic', kind: 'creator' },
  render: claimedNotice,
});
