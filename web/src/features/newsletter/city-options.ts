import { cities } from '@domain/cities.ts';
import { type ContentLanguage, inReaderScript } from '@domain/content-language.ts';

/** The sixteen cities as choices, named in the reader's language and script, in list order. */
export function cityOptions(language: ContentLanguage): { value: string; label: string }[] {
  return cities.map((city) => ({
    value: city.slug,
    label: language === 'en' ? city.name : inReaderScript(language, city.nameSrCyrl),
  }));
}
