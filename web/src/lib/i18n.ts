import type { Messages } from '../i18n/en.ts';
import { languageFromParam, languageParam, resolveLanguage } from '@domain/language-url.ts';
import { type Language, languageDetails, languageStorageKey } from './language.ts';
import { createTranslator } from './translator.ts';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null; // storage disabled: fall back to the browser default
  }
}

function storeLanguage(language: string) {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Each language's messages are their own chunk, so a page loads only the
 * active language (Latin is generated from the Cyrillic chunk).
 */
export const messageLoaders: Record<Language, () => Promise<Partial<Messages>>> = {
  en: async () => (await import('../i18n/en.ts')).en,
  sr_cyrillic: async () => (await import('../i18n/sr-cyrillic.ts')).srCyrillic,
  sr_latin: async () => (await import('../i18n/sr-latin.ts')).buildSrLatin(),
};

/** The messages only some screens need, a chunk of their own per language (en-deferred.ts). */
export const deferredLoaders: Record<Language, () => Promise<Partial<Messages>>> = {
  en: async () => (await import('../i18n/en-deferred.ts')).deferredEn,
  sr_cyrillic: async () => (await import('../i18n/sr-cyrillic-deferred.ts')).deferredSrCyrillic,
  sr_latin: async () => {
    const [{ buildSrLatinDeferred }, { deferredSrCyrillic }] = await Promise.all([
      import('../i18n/sr-latin.ts'),
      import('../i18n/sr-cyrillic-deferred.ts'),
    ]);
    return buildSrLatinDeferred(deferredSrCyrillic);
  },
};
const deferredLoaded = new Set<Language>();
let deferredWanted = false;

/**
 * Loads the deferred messages of the active language; from then on
 * a language switch loads them too (lazy-page.ts calls this before such a screen).
 */
export async function loadDeferredMessages(language: Language = i18n.language): Promise<void> {
  deferredWanted = true;
  if (deferredLoaded.has(language)) return;
  i18n.addMessages(language, await deferredLoaders[language]());
  deferredLoaded.add(language);
}

/**
 * The translator, filled one language at a time. A missing key falls back to
 * English (loaded after the first paint when another language is active),
 * then to the key itself. `<html lang>` follows the active language.
 */
export const i18n = createTranslator('en');

function followLanguageInHtml() {
  document.documentElement.lang = languageDetails[i18n.language].htmlLang;
}

async function loadMessages(language: Language): Promise<void> {
  if (!i18n.hasMessages(language)) i18n.addMessages(language, await messageLoaders[language]());
  if (deferredWanted) await loadDeferredMessages(language);
}

function urlLanguageParam(): string | null {
  return new URLSearchParams(window.location.search).get(languageParam);
}

/**
 * After a switch, an address that names a language (`?lang=`) names the new
 * one, so reloading or sharing it keeps the reader's choice.
 */
function followLanguageInUrl() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(languageParam)) return;
  url.searchParams.set(languageParam, languageDetails[i18n.language].htmlLang);
  window.history.replaceState(window.history.state, '', url);
}

/** The visitor's language: the URL's, else the stored one, else the browser's default. */
export function visitorLanguage(): Language {
  return resolveLanguage({
    urlParam: urlLanguageParam(),
    stored: readStoredLanguage(),
    preferred: browserLanguages(),
  });
}

/**
 * Loads the visitor's language and makes it active; the app renders after
 * this resolves. A language in the URL wins over the stored one and is
 * stored (domain/language-url.ts decides, as on the server). A page the
 * server rendered starts in the server's language (`firstLanguage`, read from
 * `<html lang>`), so hydration meets the same text; start-app.tsx then switches to
 * the visitor's own language when it differs (a stored choice the server
 * cannot know).
 */
export async function startI18n(firstLanguage?: Language): Promise<void> {
  i18n.subscribe(followLanguageInHtml);
  const language = firstLanguage ?? visitorLanguage();
  if (languageFromParam(urlLanguageParam())) storeLanguage(visitorLanguage());
  await loadMessages(language);
  i18n.setLanguage(language);
  followLanguageInHtml();
  if (language !== 'en') void loadMessages('en');
}

/** The visitor's explicit choice: remembered under `language`, then applied. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadMessages(language);
  i18n.setLanguage(language);
  followLanguageInUrl();
}
