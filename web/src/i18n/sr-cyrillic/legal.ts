import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { legalEn } from '../en/legal.ts';

export const legalSrCyrillic: typeof legalEn = {
  privacyTitle: siteTextSrCyrillic.privacy.title,
  privacySummary: siteTextSrCyrillic.privacy.description,
  termsTitle: siteTextSrCyrillic.terms.title,
  termsSummary: siteTextSrCyrillic.terms.description,
};
