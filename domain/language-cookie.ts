import { type Language, languageDetails } from './language.ts';
import { languageFromParam } from './language-url.ts';

/**
 * The reader's choice of language and script where the server can read it
 * (DESIGN §9, docs/decisions/013): a cookie named like the stored key,
 * holding the language's BCP 47 tag (`sr-Cyrl`). The browser writes it when
 * the reader picks a language; the server writes it when a page is asked for
 * with `?lang=` (the switch's links, without JavaScript). Only a
 * preference: it names no one and unlocks nothing.
 */
export const languageCookieName = 'language';

/** A year: the choice outlives the session, as the stored key does. */
export const languageCookieMaxAge = 365 * 24 * 60 * 60;

/** The language a Cookie header names, if any (the tag in any case, or the stored name). */
export function languageFromCookieHeader(header: string | null | undefined): Language | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== languageCookieName) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return languageFromParam(decodeURIComponent(value));
    } catch {
      return undefined; // a malformed escape names no language
    }
  }
  return undefined;
}

/** The cookie that remembers `language`: for `Set-Cookie` and for `document.cookie`. */
export function languageCookie(language: Language, options: { secure: boolean }): string {
  const parts = [
    `${languageCookieName}=${languageDetails[language].htmlLang}`,
    'Path=/',
    `Max-Age=${languageCookieMaxAge}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
