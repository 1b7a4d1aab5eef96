/** schema.org NewsArticle for /blog/{slug} (pure: the server-side injection reuses it). */
export interface NewsArticleSeo {
  siteUrl: string;
  siteName: string;
  path: string;
  headline: string;
  description: string;
  image?: string | null;
  datePublished: string;
  dateModified?: string | null;
  authorName: string;
  /** BCP 47 tag of the text shown: en, sr-Latn, sr-Cyrl. */
  inLanguage: string;
}

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

export function newsArticleJsonLd(article: NewsArticleSeo) {
  const url = absolute(article.siteUrl, article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.headline.slice(0, 110),
    description: article.description,
    ...(article.image ? { image: [absolute(article.siteUrl, article.image)] } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    inLanguage: article.inLanguage,
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: article.siteName, url: article.siteUrl },
  };
}
