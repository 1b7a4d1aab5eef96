import { siteTextSrCyrl } from '@domain/seo/site-text.ts';
import type { legalEn } from '../en/legal.ts';

export const legalSrCyrillic: typeof legalEn = {
  privacyTitle: siteTextSrCyrl.privacy.title,
  privacySummary: siteTextSrCyrl.privacy.description,
  termsTitle: siteTextSrCyrl.terms.title,
  termsSummary: siteTextSrCyrl.terms.description,
};
