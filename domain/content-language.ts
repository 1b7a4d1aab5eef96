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

/** Serbian names kept in one script (e.g. a city's `name_sr_cyrl`), shown in the reader's script. */
export function inReaderScript(language: ContentLanguage, cyrillic: string): string {
  return language === 'sr_latin' ? toLatin(cyrillic) : cyrillic;
}
