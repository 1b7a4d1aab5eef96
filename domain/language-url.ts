import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageDetails,
  languages,
} from './language.ts';

/**
 * A URL per language (docs/decisions/013): every page takes `?lang=` with the
 * language's BCP 47 tag (`en`, `sr-Latn`, `sr-Cyrl`). The address without it
 * is the `x-default`: the stored choice, else the browser's default.
 * `resolveLanguage` is the one place that decides a page's language, for the
 * browser and for the server that writes the head.
 */
export const languageParam = 'lang';

/** The language a `?lang=` value names (its tag, any case, or the stored name), if any. */
export function languageFromParam(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return languages.find(
    (language) =>
      languageDetails[language].htmlLang.toLowerCase() === wanted || language === wanted,
  );
}

/**
 * The page's language: the URL's wins, then the reader's stored choice,
 * then the default for the preferred languages the client sends.
 */
export function resolveLanguage(sources: {
  urlParam?: string | null;
  stored?: string | null;
  preferred: readonly string[];
}): Language {
  return (
    languageFromParam(sources.urlParam) ??
    (isLanguage(sources.stored) ? sources.stored : defaultLanguage(sources.preferred))
  );
}

/** The preferred language tags of an Accept-Language header, in order. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** `path` (without a query) in `language`: `/events?lang=sr-Cyrl`. */
export function languagePath(path: string, language: Language): string {
  return `${path}?${languageParam}=${languageDetails[language].htmlLang}`;
}

/**
 * The canonical address of `path` in `language`: the plain path for English
 * (what a client without a Serbian preference gets there, and the address
 * every link already uses), `?lang=sr-Cyrl` / `?lang=sr-Latn` for Serbian.
 */
export function canonicalLanguagePath(path: string, language: Language): string {
  return language === 'en' ? path : languagePath(path, language);
}

/** `<link rel="alternate" hreflang>` of each language plus `x-default` (the address without `?lang=`). */
export function languageAlternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({
      hreflang: languageDetails[language].htmlLang,
      href: canonicalLanguagePath(path, language),
    })),
    { hreflang: 'x-default', href: path },
  ];
}

/**
 * `address` (a path, maybe with a query: `/events.ics?category=music`) in
 * `language`: `?lang=` added for Serbian, the address as it is for English
 * (feeds are English by default). Every visible feed link uses it, so a
 * Cyrillic page subscribes to the Cyrillic feed.
 */
export function addressInLanguage(address: string, language: Language): string {
  if (language === 'en') return address;
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${languageParam}=${languageDetails[language].htmlLang}`;
}
