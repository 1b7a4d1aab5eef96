import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '../i18n/en.ts';
import {
  initialLanguage,
  type Language,
  isLanguage,
  languageDetails,
  languages,
  languageStorageKey,
} from './language.ts';

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
const messageLoaders: Record<Language, () => Promise<Messages>> = {
  en: async () => (await import('../i18n/en.ts')).en,
  sr_cyrillic: async () => (await import('../i18n/sr-cyrillic.ts')).srCyrillic,
  sr_latin: async () => (await import('../i18n/sr-latin.ts')).buildSrLatin(),
};

/**
 * i18next, filled one language at a time. A missing key falls back to
 * English (loaded after the first paint when another language is active),
 * then to the key itself (i18next's default). `<html lang>` follows the
 * active language.
 */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  document.documentElement.lang = languageDetails[language].htmlLang;
});

async function loadMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await messageLoaders[language]());
}

/** Loads the visitor's language and starts i18next; the app renders after this resolves. */
export async function startI18n(): Promise<void> {
  const language = initialLanguage(readStoredLanguage(), browserLanguages());
  const messages = await messageLoaders[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  if (language !== 'en') void loadMessages('en');
}

/** The visitor's explicit choice: remembered under `language`, then applied. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadMessages(language);
  await i18n.changeLanguage(language);
}
