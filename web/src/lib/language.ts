/** The UI languages live in domain/ so the server picks the same `<html lang>` for crawlers. */
export {
  defaultLanguage,
  initialLanguage,
  isLanguage,
  type Language,
  languageDetails,
  languages,
  languageStorageKey,
} from '@domain/language.ts';
