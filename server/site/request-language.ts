import type { Language } from '../../domain/language.ts';
import { languageFromCookieHeader } from '../../domain/language-cookie.ts';
import {
  acceptedLanguages,
  languageFromParam,
  resolveLanguage,
} from '../../domain/language-url.ts';

/**
 * The language of a page the server renders (docs/decisions/013, DESIGN §9):
 * the URL's `?lang=` when it names one, else the reader's choice in the
 * `language` cookie (domain/language-cookie.ts), else the app's default for
 * the preferred languages the client sends. domain/language-url.ts decides,
 * as in the browser, so both start in the same language and nothing flashes.
 */
export function requestLanguage(request: {
  acceptLanguage?: string;
  urlParam?: string | null;
  cookie?: string;
}): Language {
  return resolveLanguage({
    urlParam: request.urlParam,
    stored: languageFromCookieHeader(request.cookie),
    preferred: acceptedLanguages(request.acceptLanguage),
  });
}

/**
 * The language a response should remember in the cookie: the one `?lang=`
 * names when the cookie does not hold it yet (a switch's link followed
 * without JavaScript, or a shared language URL), else none.
 */
export function languageToRemember(request: {
  urlParam?: string | null;
  cookie?: string;
}): Language | undefined {
  const named = languageFromParam(request.urlParam);
  return named && named !== languageFromCookieHeader(request.cookie) ? named : undefined;
}
