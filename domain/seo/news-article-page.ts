import { type ContentLanguage, localizedField } from '../content-language.ts';
import { languageDetails } from '../language.ts';
import { routePath } from '../routes.ts';
import { breadcrumbList } from './breadcrumbs.ts';
import { newsArticleJsonLd } from './news-article.ts';
import type { PageMeta } from './page-meta.ts';
import { siteText } from './site-text.ts';

/** The article fields its head is built from (a `news` row with its author's name). */
export type NewsArticleHeadRow = {
  slug: string;
  title_en: string;
  title_sr_cyrl: string | null;
  excerpt_en: string | null;
  excerpt_sr_cyrl: string | null;
  content_en: string;
  content_sr_cyrl: string | null;
  image_url: string | null;
  created_at: string;
  updated_at: string;
  profiles: { full_name: string | null } | null;
};

/** The byline: the author's full name, or the team when the profile has none. */
export function newsAuthorName(article: NewsArticleHeadRow, language: ContentLanguage): string {
  return article.profiles?.full_name?.trim() || siteText(language).newsTeamName;
}

/** Head of /news/{slug} and /blog/{slug}: canonical /blog/{slug}, NewsArticle and breadcrumbs. */
export function newsArticlePageMeta(
  article: NewsArticleHeadRow,
  language: ContentLanguage,
  siteUrl: string,
): PageMeta {
  const text = siteText(language);
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
        siteName: text.siteName,
        path,
        headline: title,
        description,
        image: article.image_url,
        datePublished: article.created_at,
        dateModified: article.updated_at,
        authorName: newsAuthorName(article, language),
        inLanguage: languageDetails[language].htmlLang,
      }),
      breadcrumbList(siteUrl, [
        { name: text.siteName, path: '/' },
        { name: text.news.title, path: routePath('news') },
        { name: title, path },
      ]),
    ],
  };
}
