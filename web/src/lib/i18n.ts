import type { MessageNamespace } from '@domain/message-namespaces.ts';
import type { CoreMessages } from '../i18n/en.ts';
import { languageFromParam, languageParam, resolveLanguage } from '@domain/language-url.ts';
import { languageCookie, languageFromCookieHeader } from '@domain/language-cookie.ts';
import { isLanguage, type Language, languageDetails, languageStorageKey } from './language.ts';
import { loadNamespaceMessages } from './message-namespaces.ts';
import { createTranslator } from './translator.ts';

/** The choice the server renders with (domain/language-cookie.ts), if any. */
function readCookieLanguage(): Language | undefined {
  try {
    return languageFromCookieHeader(document.cookie);
  } catch {
    return undefined; // cookies disabled
  }
}

/**
 * The reader's choice: the cookie first (what the server rendered this page
 * with), else the stored key of a browser that chose before the cookie existed.
 */
function readStoredLanguage(): string | null {
  const fromCookie = readCookieLanguage();
  if (fromCookie) return fromCookie;
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null; // storage disabled: fall back to the browser default
  }
}

/** Remembers the choice in the stored key and in the cookie the server reads. */
function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  try {
    document.cookie = languageCookie(language, { secure: window.location.protocol === 'https:' });
  } catch {
    // cookies disabled: the choice lasts for this browser's storage only
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Each language's core messages are their own chunk, so a page loads only the
 * active language (Latin is generated from the Cyrillic chunk).
 */
export const messageLoaders: Record<Language, () => Promise<CoreMessages>> = {
  en: async () => (await import('../i18n/en.ts')).en,
  sr_cyrillic: async () => (await import('../i18n/sr-cyrillic.ts')).srCyrillic,
  sr_latin: async () => (await import('../i18n/sr-latin.ts')).buildSrLatin(),
};

/** The namespaces of the pages shown so far: a language switch loads them too. */
const wantedNamespaces = new Set<MessageNamespace>();
/** Per language and namespace, its loading, so each chunk is asked for once. */
const namespaceLoads = new Map<string, Promise<void>>();

function loadNamespace(language: Language, namespace: MessageNamespace): Promise<void> {
  const id = `${language}:${namespace}`;
  let loading = namespaceLoads.get(id);
  if (!loading) {
    loading = loadNamespaceMessages(language, namespace).then((messages) =>
      i18n.addMessages(language, { [namespace]: messages }),
    );
    // A failed load (offline) may be tried again by the next page.
    loading.catch(() => namespaceLoads.delete(id));
    namespaceLoads.set(id, loading);
  }
  return loading;
}

/**
 * Loads a route's namespaces (the route table, domain/route-table.ts) in `language`, by
 * default the active one; from then on a language switch loads them too.
 * lazy-page.ts calls this with the page's module, the server before rendering.
 */
export async function loadNamespaces(
  namespaces: readonly MessageNamespace[],
  language: Language = i18n.language,
): Promise<void> {
  for (const namespace of namespaces) wantedNamespaces.add(namespace);
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/**
 * The translator, filled one language at a time. A missing key falls back to
 * English (loaded after the first paint when another language is active),
 * then to the key itself. `<html lang>` follows the active language. A
 * missing key is an error in the console (the e2e tests fail on one):
 * usually a route that does not list a namespace its page reads
 * (the route table, domain/route-table.ts).
 */
export const i18n = createTranslator('en', {
  onMissingKey: (key, language) => console.error(`Missing message ${key} (${language})`),
});

function followLanguageInHtml() {
  document.documentElement.lang = languageDetails[i18n.language].htmlLang;
}

async function loadMessages(language: Language): Promise<void> {
  if (!i18n.hasMessages(language)) i18n.addMessages(language, await messageLoaders[language]());
  await loadNamespaces([...wantedNamespaces], language);
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
  // A language URL is remembered; so is a choice stored before the cookie
  // existed, so the server renders the next page in it.
  const stored = readStoredLanguage();
  if (languageFromParam(urlLanguageParam())) storeLanguage(visitorLanguage());
  else if (isLanguage(stored) && !readCookieLanguage()) storeLanguage(stored);
  await loadMessages(language);
  i18n.setLanguage(language);
  followLanguageInHtml();
  // The English fallback is the core only: every namespace has the same keys in each language.
  if (language !== 'en' && !i18n.hasMessages('en')) {
    void messageLoaders.en().then((messages) => i18n.addMessages('en', messages));
  }
}

/** The visitor's explicit choice: remembered under `language`, then applied. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadMessages(language);
  i18n.setLanguage(language);
  followLanguageInUrl();
}
