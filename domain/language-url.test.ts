import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  addressInLanguage,
  canonicalLanguagePath,
  languageAlternates,
  languageFromParam,
  languagePath,
  resolveLanguage,
} from './language-url.ts';

describe('languageFromParam', () => {
  it('reads the BCP 47 tag in any case, and the stored names', () => {
    expect(languageFromParam('sr-Cyrl')).toBe('sr_cyrillic');
    expect(languageFromParam('SR-LATN')).toBe('sr_latin');
    expect(languageFromParam('en')).toBe('en');
    expect(languageFromParam('sr_latin')).toBe('sr_latin');
  });

  it('ignores what names no language', () => {
    expect(languageFromParam('de')).toBeUndefined();
    expect(languageFromParam('')).toBeUndefined();
    expect(languageFromParam(null)).toBeUndefined();
  });
});

describe('resolveLanguage', () => {
  it("lets the URL's language win over the stored one and the browser's", () => {
    expect(resolveLanguage({ urlParam: 'en', stored: 'sr_latin', preferred: ['sr-RS'] })).toBe(
      'en',
    );
    expect(resolveLanguage({ urlParam: 'sr-Cyrl', stored: 'en', preferred: ['en'] })).toBe(
      'sr_cyrillic',
    );
  });

  it('falls back to the stored choice, then to the default for the browser', () => {
    expect(resolveLanguage({ urlParam: 'xx', stored: 'sr_latin', preferred: ['en'] })).toBe(
      'sr_latin',
    );
    expect(resolveLanguage({ stored: null, preferred: ['sr-Latn-RS'] })).toBe('sr_cyrillic');
    expect(resolveLanguage({ stored: 'klingon', preferred: ['en-US'] })).toBe('en');
  });
});

describe('language addresses', () => {
  it('parses Accept-Language in order, without weights', () => {
    expect(acceptedLanguages('sr-RS,sr;q=0.9, en;q=0.5')).toEqual(['sr-RS', 'sr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('names a language with ?lang=, the plain path being canonical for English', () => {
    expect(languagePath('/events', 'en')).toBe('/events?lang=en');
    expect(canonicalLanguagePath('/events', 'en')).toBe('/events');
    expect(canonicalLanguagePath('/events', 'sr_cyrillic')).toBe('/events?lang=sr-Cyrl');
  });

  it('lists every language and x-default as alternates', () => {
    expect(languageAlternates('/city/toronto')).toEqual([
      { hreflang: 'sr-Cyrl', href: '/city/toronto?lang=sr-Cyrl' },
      { hreflang: 'en', href: '/city/toronto' },
      { hreflang: 'sr-Latn', href: '/city/toronto?lang=sr-Latn' },
      { hreflang: 'x-default', href: '/city/toronto' },
    ]);
  });
});

describe('addressInLanguage', () => {
  it('names Serbian feeds with ?lang= and leaves English as it is', () => {
    expect(addressInLanguage('/events.ics', 'sr_cyrillic')).toBe('/events.ics?lang=sr-Cyrl');
    expect(addressInLanguage('/events.ics?category=music', 'sr_latin')).toBe(
      '/events.ics?category=music&lang=sr-Latn',
    );
    expect(addressInLanguage('/news/rss.xml', 'en')).toBe('/news/rss.xml');
  });
});
