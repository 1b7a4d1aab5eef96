import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { PageHead } from '@/components/page-head.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { UrlFilterSpec } from '@/lib/url-filters.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';
import { memorialsQueryOptions } from './api/memorials-query.ts';
import { MemorialCard } from './memorial-card.tsx';
import { MemorialFiltersForm } from './memorial-filters.tsx';
import {
  filterMemorials,
  type MemorialFilters,
  memorialCities,
  sortByDeathDate,
} from './memorial-list-logic.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';

/** The memorial list's filters in its URL: /inmemoriam?name=petrovic&city=toronto. */
const memorialsUrlFilters = {
  name: { fallback: '' },
  city: { fallback: 'all' },
} as const satisfies UrlFilterSpec<keyof MemorialFilters>;

/**
 * In Memoriam (/inmemoriam): published memorials, most recent first, with
 * name and city filters that live in the URL.
 */
export function MemorialsListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(memorialsUrlFilters);
  const memorials = useQuery(memorialsQueryOptions());
  const shown = memorials.data ? sortByDeathDate(filterMemorials(memorials.data, filters)) : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHead
        title={t('memorials.title')}
        description={t('memorials.intro')}
        canonicalPath="/inmemoriam"
      />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
            {t('memorials.title')}
          </h1>
          <p className="mt-3 text-lg text-stone-600">{t('memorials.intro')}</p>
        </div>
        <Button asChild className="shrink-0">
          <Link to="/inmemoriam/submit">
            <Plus aria-hidden="true" className="size-4" />
            {t('memorials.create')}
          </Link>
        </Button>
      </div>

      <div className="mt-8">
        <MemorialFiltersForm
          filters={filters}
          cities={memorialCities(memorials.data ?? [])}
          onChange={setFilters}
        />
      </div>

      <div className="mt-8">
        {memorials.isPending ? (
          <LoadingState label={t('memorials.loading')} />
        ) : memorials.isError ? (
          <ErrorState message={t('memorials.errorFetching')} />
        ) : shown.length === 0 ? (
          <EmptyState message={t('memorials.noResults')} />
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {shown.map((memorial, index) => (
              <MemorialCard key={memorial.id} memorial={memorial} eager={index < 4} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
