import { toLatin } from './transliterate.ts';

/**
 * Which content a reader sees (DESIGN §6): English shows the `*_en` fields,
 * Cyrillic the `*_sr_cyrl` fields, Latin the same Serbian fields
 * transliterated. An empty field falls back to the other language.
 */
export type ContentLanguage = 'en' | 'sr_latin' | 'sr_cyrillic';

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

export function localizedText(
  language: ContentLanguage,
  english: string | null | undefined,
  cyrillic: string | null | undefined,
): string {
  const serbian = present(cyrillic) ? cyrillic : undefined;
  const inEnglish = present(english) ? english : undefined;
  if (language === 'en') return inEnglish ?? (serbian ? toLatin(serbian) : '');
  if (language === 'sr_latin') return serbian ? toLatin(serbian) : (inEnglish ?? '');
  return serbian ?? inEnglish ?? '';
}

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** `localizedField(event, 'title', language)` reads `title_en` and `title_sr_cyrl`. */
export function localizedField(row: Row, base: string, language: ContentLanguage): string {
  return localizedText(language, text(row[`${base}_en`]), text(row[`${base}_sr_cyrl`]));
}

/** The BCP 47 tag of text written for a reader of `language` (the page's `lang`). */
export function contentLanguageTag(language: ContentLanguage): 'en' | 'sr-Latn' | 'sr-Cyrl' {
  return language === 'en' ? 'en' : language === 'sr_latin' ? 'sr-Latn' : 'sr-Cyrl';
}

/**
 * `localizedText` with the language of what is shown: `lang` is set only
 * when it differs from the page's (an English fallback on a Serbian page,
 * Serbian on an English one), for the element that shows it, so a screen
 * reader reads it with the right rules (issue 37).
 */
export function shownLocalizedText(
  language: ContentLanguage,
  english: string | null | undefined,
  cyrillic: string | null | undefined,
): { text: string; lang: 'en' | 'sr-Latn' | 'sr-Cyrl' | undefined } {
  const text = localizedText(language, english, cyrillic);
  if (text === '') return { text, lang: undefined };
  // localizedText's order: the reader's language first, the other when it is blank.
  const shownIsEnglish = language === 'en' ? present(english) : !present(cyrillic);
  const shown = shownIsEnglish ? 'en' : language === 'sr_cyrillic' ? 'sr-Cyrl' : 'sr-Latn';
  return { text, lang: shown === contentLanguageTag(language) ? undefined : shown };
}

/** `shownLocalizedText` of a row's `*_en` and `*_sr_cyrl` columns, as `localizedField` reads them. */
export function shownLocalizedField(row: Row, base: string, language: ContentLanguage) {
  return shownLocalizedText(language, text(row[`${base}_en`]), text(row[`${base}_sr_cyrl`]));
}

/**
 * The `lang` of a text written in `written` (a condolence, issue 37) on a
 * page in `page`: its tag when it differs from the page's, else undefined
 * (an unknown language, null, is read as the page's).
 */
export function writtenLanguageTag(
  written: ContentLanguage | null | undefined,
  page: ContentLanguage,
): 'en' | 'sr-Latn' | 'sr-Cyrl' | undefined {
  if (!written) return undefined;
  const tag = contentLanguageTag(written);
  return tag === contentLanguageTag(page) ? undefined : tag;
}

/** Serbian names kept in one script (e.g. a city's `name_sr_cyrl`), shown in the reader's script. */
export function inReaderScript(language: ContentLanguage, cyrillic: string): string {
  return language === 'sr_latin' ? toLatin(cyrillic) : cyrillic;
}
