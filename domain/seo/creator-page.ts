import type { ContentLanguage } from '../content-language.ts';
import { type CreatorTexts, creatorName, creatorShortBio } from '../creator-display.ts';
import { nameInReaderScript } from '../name-script.ts';
import { routePath } from '../routes.ts';
import { detailBreadcrumbs, type SectionTexts } from './breadcrumbs.ts';
import { creatorPersonJsonLd } from './creator-person.ts';
import type { PageMeta } from './page-meta.ts';

/** The creator fields its head is built from. */
export interface CreatorHeadRow extends CreatorTexts {
  slug: string;
  avatar_image: string | null;
  youtube_channel_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  facebook_url: string | null;
  website_url: string | null;
  city: string | null;
  country: string | null;
}

/** Head of /creator/{slug}: the creator's Person and breadcrumbs. */
export function creatorPageMeta(
  creator: CreatorHeadRow,
  language: ContentLanguage,
  siteUrl: string,
  texts: SectionTexts,
): PageMeta {
  const path = routePath('creator', { slug: creator.slug });
  const name = creatorName(creator, language);
  const shortBio = creatorShortBio(creator, language);
  return {
    title: name,
    description: shortBio,
    canonicalPath: path,
    image: creator.avatar_image,
    jsonLd: [
      creatorPersonJsonLd({
        siteUrl,
        path,
        name,
        description: shortBio,
        image: creator.avatar_image,
        sameAs: [
          creator.youtube_channel_url,
          creator.instagram_url,
          creator.tiktok_url,
          creator.facebook_url,
          creator.website_url,
        ],
        city: creator.city && nameInReaderScript(language, creator.city),
        country: creator.country && nameInReaderScript(language, creator.country),
      }),
      detailBreadcrumbs(siteUrl, texts, routePath('creators'), { name, path }),
    ],
  };
}
