import { toLatin } from '@domain/transliterate.ts';
import type { Language } from '@/lib/language.ts';

/** One heading of a legal page and its paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/**
 * The body of the privacy policy or the terms of use. The page's title and
 * summary are UI messages (also used for the crawler head); these long texts
 * load with the page only, so they stay out of every route's message bundle.
 */
export interface LegalDocument {
  /** When the text last changed, written out in the document's language. */
  updated: string;
  sections: LegalSection[];
}

/** The document in a UI language; Serbian Latin is transliterated from the Cyrillic text. */
export function legalDocumentIn(
  language: Language,
  texts: { en: LegalDocument; sr_cyrillic: LegalDocument },
): LegalDocument {
  if (language === 'en') return texts.en;
  if (language === 'sr_cyrillic') return texts.sr_cyrillic;
  const cyrillic = texts.sr_cyrillic;
  return {
    updated: toLatin(cyrillic.updated),
    sections: cyrillic.sections.map((section) => ({
      heading: toLatin(section.heading),
      paragraphs: section.paragraphs.map(toLatin),
    })),
  };
}
