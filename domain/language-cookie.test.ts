import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookieHeader } from './language-cookie.ts';

describe('languageFromCookieHeader', () => {
  it('reads the language among other cookies', () => {
    expect(languageFromCookieHeader('a=1; language=sr-Cyrl; b=2')).toBe('sr_cyrillic');
    expect(languageFromCookieHeader('language=sr-latn')).toBe('sr_latin');
    expect(languageFromCookieHeader('language=en')).toBe('en');
    expect(languageFromCookieHeader('language=sr_cyrillic')).toBe('sr_cyrillic');
  });

  it('names no language for a missing, unknown or malformed value', () => {
    expect(languageFromCookieHeader(undefined)).toBeUndefined();
    expect(languageFromCookieHeader('')).toBeUndefined();
    expect(languageFromCookieHeader('language=de')).toBeUndefined();
    expect(languageFromCookieHeader('language=%E0%A4%A')).toBeUndefined();
    expect(languageFromCookieHeader('other_language=sr-Cyrl')).toBeUndefined();
  });
});

describe('languageCookie', () => {
  it('writes the tag for the whole site, for a year, Secure on https', () => {
    expect(languageCookie('sr_cyrillic', { secure: false })).toBe(
      'language=sr-Cyrl; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(languageCookie('sr_latin', { secure: true })).toMatch(/; Secure$/);
  });
});
