import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { searchDebounceMs, useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { searchQueryOptions } from './api/search-query.ts';
import { SearchResultsTabs } from './search-results-tabs.tsx';
import { isSearchable, normalizeKeyword } from './search-results.ts';
import { searchStatusText } from './search-status.ts';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';
import { ResultsStatus } from '@/components/ui/results-status.tsx';

/**
 * Site search (/search). The keyword lives in the URL (?q=) so a search can be
 * shared and reloaded; search_all runs once typing pauses; empty clears.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const keyword = normalizeKeyword(useDebouncedValue(text, searchDebounceMs));

  useEffect(() => {
    if (normalizeKeyword(searchParams.get('q')) === keyword) return;
    setSearchParams(keyword ? { q: keyword } : {}, { replace: true });
  }, [keyword, searchParams, setSearchParams]);

  const language = useContentLanguage();
  const search = useQuery(searchQueryOptions(keyword, language));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageHeader title={t('search.title')} intro={t('search.intro')} canonicalPath="/search" />

      <form role="search" className="mt-8" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          id="search-keyword"
          label={t('search.label')}
          value={text}
          onChange={setText}
          placeholder={t('search.placeholder')}
          autoComplete="off"
        />
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
        ) : (
          <QueryState
            query={search}
            loadingLabel={t('search.loading')}
            errorMessage={t('search.failed')}
            emptyMessage={t('search.noResults')}
          >
            {(results) => <SearchResultsTabs key={keyword} keyword={keyword} results={results} />}
          </QueryState>
        )}
      </div>
    </div>
  );
}
