import { cities } from '@domain/cities.ts';
import { inReaderScript, type ContentLanguage } from '@domain/content-language.ts';
import type { SelectOption } from '../ui/select.tsx';

/** The sixteen city slugs (SPEC §2) as select options, named in the reader's language. */
export function cityTagOptions(language: ContentLanguage): SelectOption[] {
  return cities.map((city) => ({
    value: city.slug,
    label: language === 'en' ? city.name : inReaderScript(language, city.nameSrCyrl),
  }));
}
