import { type ContentLanguage, inReaderScript } from '../content-language.ts';
import { routePath } from '../routes.ts';
import type { PageMeta } from './page-meta.ts';
import { fillText } from './fill-text.ts';

/** The city fields its head is built from. */
export interface CityHeadRow {
  slug: string;
  name: string;
  name_sr_latn?: string | null;
  name_sr_cyrl: string | null;
  intro_text_en: string | null;
  intro_text_sr_cyrl?: string | null;
  intro_text_sr_latn?: string | null;
  hero_image_url: string | null;
}

/** A city's intro fields (`public.cities`, 0920 added the Latin one). */
export interface CityIntro {
  intro_text_en: string | null;
  intro_text_sr_cyrl?: string | null;
  intro_text_sr_latn?: string | null;
}

/**
 * The city's intro in the reader's language and script, or '' when it has
 * none in that language: English `intro_text_en`; Cyrillic
 * `intro_text_sr_cyrl`; Latin `intro_text_sr_latn`, else the Cyrillic
 * intro transliterated (never the other language's intro).
 */
export function cityIntroText(city: CityIntro, language: ContentLanguage): string {
  if (language === 'en') return city.intro_text_en?.trim() ?? '';
  if (language === 'sr_latin' && city.intro_text_sr_latn?.trim()) {
    return city.intro_text_sr_latn.trim();
  }
  const cyrillic = city.intro_text_sr_cyrl?.trim();
  return cyrillic ? inReaderScript(language, cyrillic) : '';
}

/** The name fields of a city row (`public.cities`). */
export interface CityNames {
  name: string;
  name_sr_latn?: string | null;
  name_sr_cyrl: string | null;
}

/**
 * The city's name in the reader's language and script: English `name`;
 * Cyrillic `name_sr_cyrl`; Latin `name_sr_latn`, else the Cyrillic name
 * transliterated; a Serbian reader of a city without Serbian names reads `name`.
 */
export function cityDisplayName(city: CityNames, language: ContentLanguage): string {
  if (language === 'sr_latin' && city.name_sr_latn?.trim()) return city.name_sr_latn;
  if (language === 'en' || !city.name_sr_cyrl) return city.name;
  return inReaderScript(language, city.name_sr_cyrl);
}

/** The UI text of a city's head: `welcome` (`{{city}}`) describes a city without an intro. */
export interface CityHeadTexts {
  welcome: string;
}

/**
 * Head of /city/{name}. The description is the intro in the reader's
 * language, else the welcome line in that language (never the other
 * language's intro: a search result in Serbian should read Serbian).
 */
export function cityPageMeta(
  city: CityHeadRow,
  language: ContentLanguage,
  texts: CityHeadTexts,
): PageMeta {
  const intro = cityIntroText(city, language);
  return {
    title: cityDisplayName(city, language),
    description: intro || fillText(texts.welcome, { city: cityDisplayName(city, language) }),
    canonicalPath: routePath('city', { cityName: city.slug }),
    image: city.hero_image_url,
  };
}
