import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { newsArticlePageMeta } from '@domain/seo/news-article-page.ts';
import { PageHead } from '@/components/page-head.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { newsArticleQueryOptions } from './api/news-article-query.ts';
import { NewsArticleView } from './news-article-view.tsx';
import { pageOrigin } from '@/lib/app-config.ts';

/** One published article at /news/:slug and /blog/:slug (canonical). */
export function NewsArticlePage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const query = useQuery(newsArticleQueryOptions(slug));
  const backLink = (
    <Link
      to={routes.news}
      className="inline-flex items-center gap-2 font-medium text-serbian-blue-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('news.article.backToNews')}
    </Link>
  );

  if (query.isPending) return <LoadingState label={t('news.article.loading')} />;
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-14">
        <PageHead title={t('news.article.notFound')} />
        {backLink}
        <h1 className="sr-only">{t('pages.newsArticle.title')}</h1>
        {query.isError ? (
          <ErrorState message={t('news.errorFetching')} />
        ) : (
          <EmptyState message={t('news.article.notFound')} />
        )}
      </div>
    );
  }

  const article = query.data;
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <PageHead
        {...newsArticlePageMeta(article, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('news.title'),
          teamName: t('news.article.teamName'),
        })}
      />
      {backLink}
      <NewsArticleView article={article} />
    </article>
  );
}
