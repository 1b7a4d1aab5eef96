import { type ContentLanguage, localizedField } from '../../../../domain/content-language.ts';
import { routePath } from '../../../../domain/routes.ts';
import { breadcrumbList } from '../../../../domain/seo/breadcrumbs.ts';
import { newsArticleJsonLd } from '../../../../domain/seo/news-article.ts';
import { languageDetails } from '../../lib/language.ts';
import type { NewsArticleRow } from './api/news-article-query.ts';

interface ArticleSeoInput {
  article: NewsArticleRow;
  language: ContentLanguage;
  siteUrl: string;
  siteName: string;
  authorName: string;
  newsLabel: string;
}

/** NewsArticle and BreadcrumbList data of an article page. */
export function newsArticlePageJsonLd(input: ArticleSeoInput) {
  const { article, language, siteUrl } = input;
  const path = routePath('blogArticle', { slug: article.slug });
  const headline = localizedField(article, 'title', language);
  return [
    newsArticleJsonLd({
      siteUrl,
      siteName: input.siteName,
      path,
      headline,
      description:
        localizedField(article, 'excerpt', language) ||
        localizedField(article, 'content', language),
      image: article.image_url,
      datePublished: article.created_at,
      dateModified: article.updated_at,
      authorName: input.authorName,
      inLanguage: languageDetails[language].htmlLang,
    }),
    breadcrumbList(siteUrl, [
      { name: input.siteName, path: '/' },
      { name: input.newsLabel, path: routePath('news') },
      { name: headline, path },
    ]),
  ];
}
