import type { ContentLanguage } from '../content-language.ts';
import { localizedObituary } from '../memorial-obituary.ts';
import { richTextToPlain } from '../rich-text-to-plain.ts';
import { routePath } from '../routes.ts';
import { breadcrumbList } from './breadcrumbs.ts';
import { type MemorialPersonInput, memorialPerson } from './memorial-person.ts';
import { metaDescription } from './meta-description.ts';
import type { PageMeta } from './page-meta.ts';
import { fillText, siteText } from './site-text.ts';

/** The memorial fields its head is built from. */
export interface MemorialHeadRow extends MemorialPersonInput {
  obituary_en: unknown;
  obituary_sr_cyrl: unknown;
}

/** Head of /inmemoriam/{slug}: the person with birth and death dates, and breadcrumbs. */
export function memorialPageMeta(
  memorial: MemorialHeadRow,
  language: ContentLanguage,
  siteUrl: string,
): PageMeta {
  const text = siteText(language);
  const path = routePath('memorial', { slug: memorial.slug });
  const description =
    richTextToPlain(localizedObituary(memorial, language)) ||
    fillText(text.memorialFallback, { name: memorial.full_name });
  return {
    title: memorial.full_name,
    description,
    canonicalPath: path,
    image: memorial.profile_image_url,
    jsonLd: [
      memorialPerson(siteUrl, memorial, metaDescription(description)),
      breadcrumbList(siteUrl, [
        { name: text.siteName, path: '/' },
        { name: text.memorials.title, path: routePath('memorials') },
        { name: memorial.full_name, path },
      ]),
    ],
  };
}
