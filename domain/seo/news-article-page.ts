import { type ContentLanguage, localizedField } from '../content-language.ts';
import { languageDetails } from '../language.ts';
import { routePath } from '../routes.ts';
import { detailBreadcrumbs, type SectionTexts } from './breadcrumbs.ts';
import { newsArticleJsonLd } from './news-article.ts';
import type { PageMeta } from './page-meta.ts';
import type { Tables } from '../database.types.ts';

/** The article fields its head is built from (a `news` row with its author's name). */
export type NewsArticleHeadRow = Pick<
  Tables<'news'>,
  | 'slug'
  | 'title_en'
  | 'title_sr_cyrl'
  | 'excerpt_en'
  | 'excerpt_sr_cyrl'
  | 'content_en'
  | 'content_sr_cyrl'
  | 'image_url'
  | 'created_at'
  | 'updated_at'
> & {
  profiles: Pick<Tables<'profiles'>, 'full_name'> | null;
};

/** The UI texts of an article's head; `teamName` is the byline of an author without a name. */
export interface NewsArticleHeadTexts extends SectionTexts {
  teamName: string;
}

/** The byline: the author's full name, or the team when the profile has none. */
export function newsAuthorName(article: NewsArticleHeadRow, teamName: string): string {
  return article.profiles?.full_name?.trim() || teamName;
}

/** Head of /news/{slug} and /blog/{slug}: canonical /blog/{slug}, NewsArticle and breadcrumbs. */
export function newsArticlePageMeta(
  article: NewsArticleHeadRow,
  language: ContentLanguage,
  siteUrl: string,
  texts: NewsArticleHeadTexts,
): PageMeta {
  const path = routePath('blogArticle', { slug: article.slug });
  const title = localizedField(article, 'title', language);
  const description =
    localizedField(article, 'excerpt', language) || localizedField(article, 'content', language);
  return {
    title,
    description,
    canonicalPath: path,
    image: article.image_url,
    jsonLd: [
      newsArticleJsonLd({
        siteUrl,
        siteName: texts.siteName,
        path,
        headline: title,
        description,
        image: article.image_url,
        datePublished: article.created_at,
        dateModified: article.updated_at,
        authorName: newsAuthorName(article, texts.teamName),
        inLanguage: languageDetails[language].htmlLang,
      }),
      detailBreadcrumbs(siteUrl, texts, routePath('news'), { name: title, path }),
    ],
  };
}
