import type { ContentLanguage } from './content-language.ts';
import { nameToCyrillic } from './name-script.ts';
import { nameSortColumn } from './serbian-sort-key.ts';
import { toLatin } from './transliterate.ts';

/** How a creator's names and bios read in each language (SPEC §9: names fall back across the three scripts). */

export interface CreatorTexts {
  name_eng?: string | null;
  name_lat?: string | null;
  name_cyr?: string | null;
  short_bio_eng?: string | null;
  short_bio_lat?: string | null;
  short_bio_cyr?: string | null;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

function pick(
  language: ContentLanguage,
  eng?: string | null,
  lat?: string | null,
  cyr?: string | null,
) {
  const order =
    language === 'en'
      ? [eng, lat, cyr && toLatin(cyr)]
      : language === 'sr_latin'
        ? [lat, cyr && toLatin(cyr), eng]
        : [cyr, lat, eng];
  return order.find(present) ?? '';
}

/** A creator without a Cyrillic name has their Latin name written in Cyrillic on Cyrillic pages. */
export function creatorName(creator: CreatorTexts, language: ContentLanguage): string {
  const cyrillic =
    creator.name_cyr?.trim() || (creator.name_lat?.trim() ? nameToCyrillic(creator.name_lat) : '');
  return pick(language, creator.name_eng, creator.name_lat, cyrillic);
}

/**
 * The language of the name creatorName shows: on an English page a name
 * known only in Serbian is `sr-Latn`, on a Serbian page a name known only in
 * English is `en`, so a screen reader pronounces it as it is written.
 */
export function creatorNameLanguage(
  creator: CreatorTexts,
  language: ContentLanguage,
): 'en' | 'sr-Latn' | 'sr-Cyrl' | undefined {
  // Latin names are shown in Cyrillic on Cyrillic pages (creatorName): they count as Cyrillic.
  const cyrillic = creator.name_cyr?.trim() || creator.name_lat?.trim();
  return shownTextLanguage(language, creator.name_eng, creator.name_lat, cyrillic);
}

export function creatorShortBio(creator: CreatorTexts, language: ContentLanguage): string {
  return pick(language, creator.short_bio_eng, creator.short_bio_lat, creator.short_bio_cyr);
}

/**
 * The language of the text shown from `eng` / `lat` / `cyr` for `language`
 * (the same order as the pick): `en` for English, `sr-Latn` for Serbian
 * shown in Latin, `sr-Cyrl` for Cyrillic. A fragment whose language differs
 * from the page's carries it as `lang`, so a screen reader reads an English
 * fallback bio on a Serbian page as English (issue 37).
 */
export function shownTextLanguage(
  language: ContentLanguage,
  eng?: unknown,
  lat?: unknown,
  cyr?: unknown,
): 'en' | 'sr-Latn' | 'sr-Cyrl' | undefined {
  const has = (value: unknown) =>
    value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');
  const order: ['en' | 'sr-Latn' | 'sr-Cyrl', unknown][] =
    language === 'en'
      ? [
          ['en', eng],
          ['sr-Latn', lat],
          ['sr-Latn', cyr],
        ]
      : language === 'sr_latin'
        ? [
            ['sr-Latn', lat],
            ['sr-Latn', cyr],
            ['en', eng],
          ]
        : [
            ['sr-Cyrl', cyr],
            ['sr-Latn', lat],
            ['en', eng],
          ];
  return order.find(([, value]) => has(value))?.[0];
}

/**
 * The column the A–Z sort uses for a language (SPEC §7): a key of the name the
 * reader sees, in English order, abeceda or Azbuka (db/migrations/0340).
 */
export function creatorSortColumn(
  language: ContentLanguage,
): 'sort_en' | 'sort_abeceda' | 'sort_azbuka' {
  return nameSortColumn(language);
}
