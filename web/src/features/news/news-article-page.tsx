import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { newsArticlePageMeta } from '@domain/seo/news-article-page.ts';
import { BackLink } from '@/components/detail-page/back-link.tsx';
import { DetailNotShown } from '@/components/detail-page/detail-not-shown.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { pageOrigin } from '@/lib/app-config.ts';
import { newsArticleQueryOptions } from './api/news-article-query.ts';
import { NewsArticleView } from './news-article-view.tsx';

/** One published article at /news/:slug and /blog/:slug (canonical). */
export function NewsArticlePage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const query = useQuery(newsArticleQueryOptions(slug));
  const backLink = <BackLink to={routes.news}>{t('news.article.backToNews')}</BackLink>;

  if (query.isPending) return <LoadingState label={t('news.article.loading')} />;
  if (query.isError || !query.data) {
    return (
      <DetailNotShown
        failed={query.isError}
        notFoundText={t('news.article.notFound')}
        errorText={t('news.errorFetching')}
        pageTitle={t('pages.newsArticle.title')}
        backLink={backLink}
      />
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
