import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { newsArticlePageMeta } from '@domain/seo/news-article-page.ts';
import { DetailPage } from '@/components/detail-page/detail-page.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { pageOrigin } from '@/lib/app-config.ts';
import { newsArticleQueryOptions } from '@/api/news-article-query.ts';
import { NewsArticleView } from '@/components/content/news/news-article-view.tsx';

/** One published article at /news/:slug and /blog/:slug (canonical). */
export function NewsArticlePage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const query = useQuery(newsArticleQueryOptions(slug));
  return (
    <DetailPage
      query={query}
      back={{ to: routes.news, label: t('news.article.backToNews') }}
      loadingLabel={t('news.article.loading')}
      notFoundText={t('news.article.notFound')}
      errorText={t('news.errorFetching')}
      pageTitle={t('pages.newsArticle.title')}
      width="max-w-3xl"
      head={(article) =>
        newsArticlePageMeta(article, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('news.title'),
          teamName: t('news.article.teamName'),
        })
      }
    >
      {(article) => <NewsArticleView article={article} />}
    </DetailPage>
  );
}
