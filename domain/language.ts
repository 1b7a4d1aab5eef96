/** The three UI languages (DESIGN §6), how the browser stores the choice, and the default (also the server's choice for crawlers, from Accept-Language). */
export const languages = ['sr_cyrillic', 'en', 'sr_latin'] as const;
export type Language = (typeof languages)[number];

export const languageStorageKey = 'language';

/** Switcher label, full native name (for assistive technology) and the BCP 47 tag for `<html lang>`. */
export const languageDetails: Record<Language, { label: string; name: string; htmlLang: string }> =
  {
    sr_cyrillic: { label: 'Ћир', name: 'Српски (ћирилица)', htmlLang: 'sr-Cyrl' },
    en: { label: 'Eng', name: 'English', htmlLang: 'en' },
    sr_latin: { label: 'Lat', name: 'Srpski (latinica)', htmlLang: 'sr-Latn' },
  };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Serbian Cyrillic when any preferred browser language is Serbian (sr, sr-RS, sr-Latn …), else English. */
export function defaultLanguage(browserLanguages: readonly string[]): Language {
  return browserLanguages.some((tag) => /^sr(-|_|$)/i.test(tag)) ? 'sr_cyrillic' : 'en';
}

/** The stored choice when it is valid, otherwise the browser-based default. */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]) {
  return isLanguage(stored) ? stored : defaultLanguage(browserLanguages);
}
