import { useQuery } from '@tanstack/react-query';
import { Rss } from 'lucide-react';
import { addressInLanguage } from '@domain/language-url.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { newsArchiveAfterDays, newsCategories } from '@domain/content-categories.ts';
import { routes } from '@domain/routes.ts';
import { CallToAction } from '@/components/content/call-to-action.tsx';
import { NewsCard } from '@/components/content/news-card.tsx';
import { ListPageLayout } from '@/components/list-page/list-page-layout.tsx';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useFetchErrorToast } from '@/lib/use-fetch-error-toast.ts';
import type { UrlFilterSpec } from '@/lib/url-filters.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';
import { newsQueryOptions } from './api/news-query.ts';
import { FeaturedArticle } from './featured-article.tsx';
import { filterNews } from './filter-news.ts';
import { NewsToolbar } from './news-toolbar.tsx';

/** The news list's filters in its URL: /news?category=politics&q=izbori. */
const newsUrlFilters = {
  q: { fallback: '' },
  category: { fallback: '', allowed: newsCategories },
} as const satisfies UrlFilterSpec<string>;

/**
 * News (SPEC §2): published articles, one featured, search over title and
 * excerpt, category (the archive by age); filters in the URL; RSS feed link.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [{ q: search, category }, setFilters] = useUrlFilters(newsUrlFilters);
  const news = useQuery(newsQueryOptions());
  useFetchErrorToast(news.error, t('news.errorTitle'), t('news.errorFetching'));
  const [featured, ...rest] = filterNews(news.data ?? [], { search, category }, language);

  return (
    <ListPageLayout
      title={t('news.title')}
      intro={t('news.intro')}
      canonicalPath="/news"
      headerNote={
        <a
          href={addressInLanguage('/news/rss.xml', language)}
          type="application/rss+xml"
          className="inline-flex w-fit items-center gap-2 font-medium text-serbian-blue-700 hover:underline print:hidden"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t('news.rss')}
        </a>
      }
    >
      <NewsToolbar
        search={search}
        onSearchChange={(q) => setFilters({ q })}
        category={category}
        onCategoryChange={(next) => setFilters({ category: next })}
      />
      {category === 'archive' && (
        <p className="text-stone-600">{t('news.archiveNote', { days: newsArchiveAfterDays })}</p>
      )}
      <QueryState
        query={news}
        loadingLabel={t('news.loading')}
        errorMessage={t('news.errorFetching')}
        emptyMessage={t('news.noResults')}
        isEmpty={() => !featured}
      >
        {() => (
          <>
            {featured && <FeaturedArticle article={featured} />}
            {rest.length > 0 && (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((article) => (
                  <li key={article.id} className="grid">
                    <NewsCard
                      article={article}
                      headingLevel="h2"
                      categoryLabel={t(`news.categories.${article.category as 'canada'}`)}
                      readMoreLabel={t('news.readMore')}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      <CallToAction
        heading={t('news.submit.heading')}
        text={t('news.submit.text')}
        to={routes.newsSubmit}
        buttonLabel={t('news.submit.button')}
      />
    </ListPageLayout>
  );
}
