import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localizedField } from '../../../../domain/content-language.ts';
import { formatDate } from '../../../../domain/format-date.ts';
import { routes } from '../../../../domain/routes.ts';
import { newsArticlePageMeta } from '../../../../domain/seo/news-article-page.ts';
import { ImageWithFallback } from '../../components/image-with-fallback.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { newsArticleQueryOptions } from './api/news-article-query.ts';

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
  const title = localizedField(article, 'title', language);
  const excerpt = localizedField(article, 'excerpt', language);
  const content = localizedField(article, 'content', language);
  const authorName = article.profiles?.full_name?.trim() || t('news.article.teamName');
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <PageHead {...newsArticlePageMeta(article, language, window.location.origin)} />
      {backLink}
      <header className="grid gap-4">
        <p className="text-sm font-semibold tracking-wide text-serbian-blue-700 uppercase">
          {t(`news.categories.${article.category as 'canada'}`)}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
          {title}
        </h1>
        {excerpt && <p className="text-xl text-stone-600">{excerpt}</p>}
        <p className="flex flex-wrap gap-x-4 text-stone-600">
          <span>{t('news.article.byline', { name: authorName })}</span>
          <time dateTime={article.created_at}>{formatDate(article.created_at, language)}</time>
        </p>
      </header>
      <ImageWithFallback
        src={article.image_url}
        fallbackSrc="/images/content/books.svg"
        width={1200}
        height={630}
        loading="eager"
        className="aspect-[40/21] w-full rounded-2xl bg-serbian-blue-50 object-cover"
      />
      <div className="grid gap-5 text-lg leading-relaxed text-stone-800">
        {content.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
