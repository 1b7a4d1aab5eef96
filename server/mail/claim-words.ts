import { text } from './mail-template.ts';

/** A claim's mail names a creator profile or a business listing (the data's `kind`, 0441). */
export const isBusiness = (data: Record<string, unknown>) => text(data, 'kind') === 'business';

/** The words a claim mail uses for the claimed item, in English and Serbian Cyrillic. */
export function claimWords(data: Record<string, unknown>) {
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
