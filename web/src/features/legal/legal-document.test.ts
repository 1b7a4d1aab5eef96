import { describe, expect, it } from 'vitest';
import { privacyPolicyEn } from '@/i18n/en/privacy-policy.ts';
import { termsOfUseEn } from '@/i18n/en/terms-of-use.ts';
import { privacyPolicySrCyrillic } from '@/i18n/sr-cyrillic/privacy-policy.ts';
import { termsOfUseSrCyrillic } from '@/i18n/sr-cyrillic/terms-of-use.ts';
import { type LegalDocument, legalDocumentIn } from './legal-document.ts';

const documents = {
  privacy: { en: privacyPolicyEn, sr_cyrillic: privacyPolicySrCyrillic },
  terms: { en: termsOfUseEn, sr_cyrillic: termsOfUseSrCyrillic },
};

const shape = (document: LegalDocument) =>
  document.sections.map((section) => section.paragraphs.length);
const allText = (document: LegalDocument) =>
  [document.updated, ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join(' ');

describe.each(Object.entries(documents))('the %s page text', (_, texts) => {
  it('has the same sections and paragraphs in English and Serbian', () => {
    expect(shape(texts.sr_cyrillic)).toEqual(shape(texts.en));
  });

  it('gives each language its own text, with Serbian Latin transliterated from Cyrillic', () => {
    expect(legalDocumentIn('en', texts)).toBe(texts.en);
    expect(legalDocumentIn('sr_cyrillic', texts)).toBe(texts.sr_cyrillic);
    const latin = legalDocumentIn('sr_latin', texts);
    expect(shape(latin)).toEqual(shape(texts.sr_cyrillic));
    expect(allText(latin)).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(latin.sections[0]?.heading).not.toBe(texts.sr_cyrillic.sections[0]?.heading);
  });

  it('names the contact address in every language', () => {
    for (const document of [texts.en, texts.sr_cyrillic, legalDocumentIn('sr_latin', texts)]) {
      expect(allText(document)).toContain('info@zajednica.ca');
    }
  });
});

describe('the privacy policy', () => {
  it('covers every kind of data the portal stores, in both source languages', () => {
    const topics = {
      en: ['account', 'submi', 'newsletter', 'condolence', 'log', 'email', 'consent', '30 days'],
      sr_cyrillic: [
        'налог',
        'шаљете',
        'билтен',
        'саучешћ',
        'записи',
        'поруке',
        'пристан',
        '30 дана',
      ],
    } as const;
    for (const language of ['en', 'sr_cyrillic'] as const) {
      const text = allText(documents.privacy[language]).toLowerCase();
      for (const topic of topics[language])
        expect({ topic, found: text.includes(topic) }).toEqual({ topic, found: true });
    }
  });
});
