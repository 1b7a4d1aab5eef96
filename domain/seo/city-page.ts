import { type ContentLanguage, inReaderScript } from '../content-language.ts';
import { routePath } from '../routes.ts';
import type { PageMeta } from './page-meta.ts';
import { fillText } from './fill-text.ts';

/** The city fields its head is built from. */
export interface CityHeadRow {
  slug: string;
  name: string;
  name_sr_cyrl: string | null;
  intro_text_en: string | null;
  intro_text_sr_cyrl?: string | null;
  hero_image_url: string | null;
}

/** The city's name in the reader's language and script (English: `name`; Serbian: `name_sr_cyrl`). */
export function cityDisplayName(
  city: { name: string; name_sr_cyrl: string | null },
  language: ContentLanguage,
): string {
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
  const intro = language === 'en' ? city.intro_text_en : city.intro_text_sr_cyrl;
  return {
    title: cityDisplayName(city, language),
    description: intro?.trim()
      ? inReaderScript(language, intro)
      : fillText(texts.welcome, { city: cityDisplayName(city, language) }),
    canonicalPath: routePath('city', { cityName: city.slug }),
    image: city.hero_image_url,
  };
}
