import { z } from 'zod';
import { routePath } from '../../../../domain/routes.ts';
import { optionalText, rowId } from '../../define-mail.ts';
import { text } from '../../mail-template.ts';

/**
 * What the mails about a claim share: a claim names a creator profile
 * (issue 19), a business listing (issue 20) or an organization (0831), the
 * data's `kind`; and the link to a creator's profile.
 */

/** A claim's mail names a creator profile, a business listing or an organization (the data's `kind`, 0441, 0831). */
export const isBusiness = (data: Record<string, unknown>) => text(data, 'kind') === 'business';
export const isOrganization = (data: Record<string, unknown>) =>
  text(data, 'kind') === 'organization';

/** The words a claim mail uses for the claimed item, in English and Serbian Cyrillic. */
export function claimWords(data: Record<string, unknown>) {
  if (isOrganization(data)) {
    return {
      en: 'organization',
      enFull: 'organization page',
      enWhere: 'among the organizations you run',
      sr: 'профил организације',
      srCap: 'Профил организације',
      srFull: 'профил организације',
      srFullInstrumental: 'профилом организације',
      srWhere: 'међу организацијама које водите',
      dashboardTab: 'organizations',
    };
  }
  return isBusiness(data)
    ? {
        en: 'listing',
        enFull: 'business listing',
        enWhere: 'under Businesses',
        sr: 'оглас',
        srCap: 'Оглас',
        srFull: 'оглас фирме',
        srFullInstrumental: 'огласом фирме',
        srWhere: 'међу вашим фирмама',
        dashboardTab: 'businesses',
      }
    : {
        en: 'profile',
        enFull: 'creator profile',
        enWhere: 'under My Creator Profiles',
        sr: 'профил',
        srCap: 'Профил',
        srFull: 'профил ствараоца',
        srFullInstrumental: 'профилом ствараоца',
        srWhere: 'међу вашим профилима ствараоца',
        dashboardTab: 'creators',
      };
}

/** A creator's profile page. */
export const profileUrl = (siteUrl: string, data: Record<string, unknown>) =>
  `${siteUrl}${routePath('creator', { slug: text(data, 'slug') })}`;

/**
 * What every mail notify_claim_status queues about a claim's progress
 * carries: the item's kind, the claim, the item's name and slug, the
 * claimant's address.
 */
export const claimStatePayload = {
  kind: z.enum(['creator', 'business', 'organization']).nullish(),
  claim_id: rowId(),
  name: z.string(),
  slug: optionalText(),
  email: optionalText(),
};
export const claimStateExample = {
  kind: 'creator' as const,
  claim_id: '00000000-0000-4000-8000-000000000001',
  name: 'Ana Petrović',
  slug: 'ana-petrovic',
  email: 'ana@example.com',
};
