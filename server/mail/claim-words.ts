import { text } from './mail-template.ts';

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
