import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../i18n/en.ts';
import { srCyrillic } from '../i18n/sr-cyrillic.ts';
import { buildSrLatin } from '../i18n/sr-latin.ts';
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
 * i18next with the three message sets bundled. A missing key falls back to
 * English, then to the key itself (i18next's default). `<html lang>` follows
 * the active language.
 */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  document.documentElement.lang = languageDetails[language].htmlLang;
});

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    sr_cyrillic: { translation: srCyrillic },
    sr_latin: { translation: buildSrLatin() },
  },
  lng: initialLanguage(readStoredLanguage(), browserLanguages()),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** The visitor's explicit choice: remembered under `language`, then applied. */
export function chooseLanguage(language: Language) {
  storeLanguage(language);
  void i18n.changeLanguage(language);
}
