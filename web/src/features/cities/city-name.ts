import { type ContentLanguage, inReaderScript } from '../../../../domain/content-language.ts';

/** The city's name in the reader's language and script (English: `name`; Serbian: `name_sr_cyrl`). */
export function cityDisplayName(
  city: { name: string; name_sr_cyrl: string | null },
  language: ContentLanguage,
): string {
  if (language === 'en' || !city.name_sr_cyrl) return city.name;
  return inReaderScript(language, city.name_sr_cyrl);
}
