import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/language.ts';
import { fillText, siteText } from '@domain/seo/site-text.ts';
import { createTranslator } from '@/lib/translator.ts';
import { en } from './en.ts';
import { srCyrillic } from './sr-cyrillic.ts';
import { buildSrLatin } from './sr-latin.ts';
import { srLatinOverrides } from './sr-latin-overrides.ts';

/**
 * The web's English and Cyrillic page titles and intros are domain's crawler
 * texts (domain/seo/site-text.ts). What can still differ is what each side
 * does with them: Latin is transliterated by the app (with its overrides) and
 * by the server, and placeholders are filled by the translator and by fillText.
 */
const i18n = createTranslator('en');
i18n.addMessages('en', en);
i18n.addMessages('sr_cyrillic', srCyrillic);
i18n.addMessages('sr_latin', buildSrLatin(srCyrillic, srLatinOverrides));
const languages: Language[] = ['en', 'sr_cyrillic', 'sr_latin'];

describe('what a reader sees and what a crawler indexes', () => {
  it.each(languages)('list pages have the crawler title and description in %s', (language) => {
    i18n.setLanguage(language);
    const crawler = siteText(language);
    expect([i18n.t('news.title'), i18n.t('news.intro')]).toEqual([
      crawler.news.title,
      crawler.news.description,
    ]);
    expect(i18n.t('business.intro')).toBe(crawler.businessDirectory.description);
    expect(i18n.t('legal.termsSummary')).toBe(crawler.terms.description);
    expect(i18n.t('app.name')).toBe(crawler.siteName);
  });

  it.each(languages)('fills the memorial and city fallbacks alike in %s', (language) => {
    i18n.setLanguage(language);
    const crawler = siteText(language);
    expect(i18n.t('memorials.metaFallback', { name: 'Ана Петровић' })).toBe(
      fillText(crawler.memorialFallback, { name: 'Ана Петровић' }),
    );
    expect(i18n.t('cities.welcome', { city: 'Toronto' })).toBe(
      fillText(crawler.cityWelcome, { city: 'Toronto' }),
    );
  });
});
