import { describe, expect, it } from 'vitest';
import { defaultLanguage, initialLanguage, languageDetails } from './language.ts';

describe('language choice', () => {
  it('defaults to Serbian Cyrillic when a preferred browser language is Serbian', () => {
    expect(defaultLanguage(['sr'])).toBe('sr_cyrillic');
    expect(defaultLanguage(['sr-RS'])).toBe('sr_cyrillic');
    expect(defaultLanguage(['en-CA', 'sr-Latn-RS'])).toBe('sr_cyrillic');
  });

  it('defaults to English for every other browser language', () => {
    expect(defaultLanguage(['en-US'])).toBe('en');
    expect(defaultLanguage(['fr-CA', 'hr'])).toBe('en');
    expect(defaultLanguage(['srn'])).toBe('en');
    expect(defaultLanguage([])).toBe('en');
  });

  it('prefers a valid stored choice and ignores an invalid one', () => {
    expect(initialLanguage('sr_latin', ['en-US'])).toBe('sr_latin');
    expect(initialLanguage('en', ['sr-RS'])).toBe('en');
    expect(initialLanguage('de', ['sr-RS'])).toBe('sr_cyrillic');
    expect(initialLanguage(null, ['en'])).toBe('en');
  });

  it('maps each language to its html lang tag and switcher label', () => {
    expect(languageDetails.en).toMatchObject({ htmlLang: 'en', label: 'Eng' });
    expect(languageDetails.sr_latin).toMatchObject({ htmlLang: 'sr-Latn', label: 'Lat' });
    expect(languageDetails.sr_cyrillic).toMatchObject({ htmlLang: 'sr-Cyrl', label: 'Ћир' });
  });
});
