import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { PageHead } from '@/components/page-head.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { searchQueryOptions } from './api/search-query.ts';
import { SearchResultsTabs } from './search-results-tabs.tsx';
import { isSearchable, normalizeKeyword } from './search-results.ts';
import { searchStatusText } from './search-status.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { ResultsStatus } from '@/components/ui/results-status.tsx';

/** SPEC §9: search runs 300 ms after typing stops. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Site search (/search). The keyword lives in the URL (?q=) so a search can be
 * shared and reloaded; search_all runs once typing pauses; empty clears.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const keyword = normalizeKeyword(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));

  useEffect(() => {
    if (normalizeKeyword(searchParams.get('q')) === keyword) return;
    setSearchParams(keyword ? { q: keyword } : {}, { replace: true });
  }, [keyword, searchParams, setSearchParams]);

  const language = useContentLanguage();
  const search = useQuery(searchQueryOptions(keyword, language));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageHead title={t('search.title')} description={t('search.intro')} canonicalPath="/search" />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
        {t('search.title')}
      </h1>
      <p className="mt-3 text-lg text-stone-600">{t('search.intro')}</p>

      <form role="search" className="mt-8" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-keyword" className="block text-sm font-medium text-stone-800">
          {t('search.label')}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
          />
          <Input
            id="search-keyword"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            className="pl-11"
          />
        </div>
      </form>

      {/* The count is announced, not the list: a live list would be read whole on each search. */}
      <ResultsStatus
        message={searchStatusText(t, keyword, search.isSuccess ? search.data : undefined)}
      />
      <div className="mt-8">
        {keyword === '' ? (
          <p className="text-stone-600">{t('search.prompt')}</p>
        ) : !isSearchable(keyword) ? (
          <p role="status" className="text-stone-600">
            {t('search.tooShort')}
          </p>
        ) : search.isPending ? (
          <LoadingState label={t('search.loading')} />
        ) : search.isError ? (
          <ErrorState message={search.error.message} />
        ) : search.data.length === 0 ? (
          <EmptyState message={t('search.noResults')} />
        ) : (
          <SearchResultsTabs key={keyword} keyword={keyword} results={search.data} />
        )}
      </div>
    </div>
  );
}
