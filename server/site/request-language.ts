import type { Language } from '../../domain/language.ts';
import { acceptedLanguages, resolveLanguage } from '../../domain/language-url.ts';

/**
 * The language of a page served to a client that has not run the app yet
 * (a crawler, a link preview, the first paint): the URL's `?lang=` when it
 * names one, else the app's own default for the preferred languages the
 * client sends. A reader's stored choice lives in the browser and is applied
 * once the app runs (domain/language-url.ts decides for both).
 */
export function requestLanguage(
  acceptLanguage: string | undefined,
  urlParam?: string | null,
): Language {
  return resolveLanguage({ urlParam, preferred: acceptedLanguages(acceptLanguage) });
}
