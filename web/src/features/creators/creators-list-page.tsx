import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { pageCount } from '@domain/pagination-window.ts';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { ListPageLayout } from '@/components/list-page/list-page-layout.tsx';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { ResultsStatus } from '@/components/ui/results-status.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { searchDebounceMs, useDebouncedValue } from '@/lib/use-debounced-value.ts';
import {
  type CreatorSort,
  creatorSorts,
  creatorsPageSize,
  creatorsQueryOptions,
} from './api/creators-query.ts';
import { CreatorCard } from './creator-card.tsx';
import { CreatorsPagination } from './creators-pagination.tsx';
import { CreatorsToolbar } from './creators-toolbar.tsx';
import { creatorsStatusText } from './creators-status.ts';

const isSort = (value: string | null): value is CreatorSort =>
  creatorSorts.some((sort) => sort === value);

/** Creators (SPEC §2): search, country, niche, sort, 12 per page; filters and page in the URL. */
export function CreatorsListPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const [search, setSearch] = useState(urlSearch);
  const settledSearch = useDebouncedValue(search, searchDebounceMs);
  const requestedSort = params.get('sort');
  const filters = {
    search: urlSearch,
    country: params.get('country') ?? '',
    niche: params.get('niche') ?? '',
    sort: isSort(requestedSort) ? requestedSort : ('verified_first' as const),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    language,
  };
  const creators = useQuery(creatorsQueryOptions(filters));
  useEffect(() => {
    if (creators.error) console.error('Could not fetch creators', creators.error);
  }, [creators.error]);

  const update = (name: string, value: string) =>
    setParams(
      (next) => {
        if (value && !(name === 'sort' && value === 'verified_first')) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name !== 'page' },
    );

  useEffect(() => {
    if (settledSearch.trim() !== urlSearch) update('q', settledSearch.trim());
    // update only when the settled search changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const totalPages = pageCount(creators.data?.count ?? 0, creatorsPageSize);
  // The previous page stays on screen while the next loads; only its own results are announced.
  const settled = creators.isSuccess && !creators.isPlaceholderData ? creators.data : undefined;
  return (
    <ListPageLayout
      title={t('creators.title')}
      intro={t('creators.intro')}
      canonicalPath="/creators"
      action={
        <Button asChild>
          <Link to={routes.creatorsSubmit}>{t('creators.submitLink')}</Link>
        </Button>
      }
    >
      <CreatorsToolbar
        search={search}
        onSearchChange={setSearch}
        country={filters.country}
        niche={filters.niche}
        sort={filters.sort}
        onFilterChange={update}
      />
      <ResultsStatus message={creatorsStatusText(t, settled)} />
      <QueryState
        query={creators}
        loadingLabel={t('creators.loading')}
        errorMessage={t('creators.errorFetching')}
        emptyMessage={t('creators.noResults')}
        isEmpty={(data) => data.rows.length === 0}
      >
        {(data) => (
          <>
            {/* Screen readers hear the count from the status above, once it is current. */}
            <p className="text-sm text-stone-600" aria-hidden="true">
              {t('creators.resultCount', { count: data.count })}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {data.rows.map((creator) => (
                <li key={creator.id} className="grid">
                  <CreatorCard creator={creator} />
                </li>
              ))}
            </ul>
            <CreatorsPagination
              page={filters.page}
              totalPages={totalPages}
              onPageChange={(page) => update('page', page > 1 ? String(page) : '')}
            />
          </>
        )}
      </QueryState>
    </ListPageLayout>
  );
}
