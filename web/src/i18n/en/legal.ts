import { siteTextEn } from '@domain/seo/site-text-en.ts';
/** Titles and summaries of the privacy policy (/privacy) and the terms of use (/terms). */
export const legalEn = {
  privacyTitle: siteTextEn.privacy.title,
  privacySummary: siteTextEn.privacy.description,
  termsTitle: siteTextEn.terms.title,
  termsSummary: siteTextEn.terms.description,
};
