import type { ContentLanguage } from '../content-language.ts';
import { localizedObituary } from '../memorial-obituary.ts';
import { nameInReaderScript } from '../name-script.ts';
import { richTextToPlain } from '../rich-text-to-plain.ts';
import { routePath } from '../routes.ts';
import { detailBreadcrumbs, type SectionTexts } from './breadcrumbs.ts';
import { fillText } from './fill-text.ts';
import { type MemorialPersonInput, memorialPerson } from './memorial-person.ts';
import { metaDescription } from './meta-description.ts';
import type { PageMeta } from './page-meta.ts';

/** The memorial fields its head is built from. */
export interface MemorialHeadRow extends MemorialPersonInput {
  obituary_en: unknown;
  obituary_sr_cyrl: unknown;
}

/** The UI texts of a memorial's head; `fallback` (`{{name}}`) describes one without an obituary. */
export interface MemorialHeadTexts extends SectionTexts {
  fallback: string;
}

/** Head of /inmemoriam/{slug}: the person with birth and death dates, and breadcrumbs. */
export function memorialPageMeta(
  memorial: MemorialHeadRow,
  language: ContentLanguage,
  siteUrl: string,
  texts: MemorialHeadTexts,
): PageMeta {
  const path = routePath('memorial', { slug: memorial.slug });
  const inScript = (name: string | null | undefined) =>
    name ? nameInReaderScript(language, name) : name;
  const name = nameInReaderScript(language, memorial.full_name);
  const person = {
    ...memorial,
    full_name: name,
    first_name: inScript(memorial.first_name),
    last_name: inScript(memorial.last_name),
    place_of_birth: inScript(memorial.place_of_birth),
    place_of_passing: inScript(memorial.place_of_passing),
  };
  const description =
    richTextToPlain(localizedObituary(memorial, language)) || fillText(texts.fallback, { name });
  return {
    title: name,
    description,
    canonicalPath: path,
    image: memorial.profile_image_url,
    jsonLd: [
      memorialPerson(siteUrl, person, metaDescription(description)),
      detailBreadcrumbs(siteUrl, texts, routePath('memorials'), { name, path }),
    ],
  };
}
