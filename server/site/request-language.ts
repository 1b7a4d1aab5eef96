import { defaultLanguage, type Language } from '../../domain/language.ts';

/**
 * The language of a page served to a client that has not run the app yet
 * (a crawler, a link preview, the first paint): the app's own default,
 * chosen from the preferred languages the client sends. A reader's stored
 * choice lives in the browser and is applied once the app runs.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return defaultLanguage(tags);
}
