import { routes } from '@domain/routes.ts';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
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
import { ListPageLayout } from '@/components/list-page/list-page-layout.tsx';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';

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
  const language = useContentLanguage();
  const memorials = useQuery(memorialsQueryOptions());
  const shown = memorials.data
    ? sortByDeathDate(filterMemorials(memorials.data, filters, language))
    : [];

  return (
    <ListPageLayout
      title={t('memorials.title')}
      intro={t('memorials.intro')}
      canonicalPath="/inmemoriam"
      action={
        <Button asChild>
          <Link to={routes.memorialsSubmit}>
            <Plus aria-hidden="true" className="size-4" />
            {t('memorials.create')}
          </Link>
        </Button>
      }
    >
      <MemorialFiltersForm
        filters={filters}
        cities={memorialCities(memorials.data ?? [])}
        onChange={setFilters}
      />
      <QueryState
        query={memorials}
        loadingLabel={t('memorials.loading')}
        errorMessage={t('memorials.errorFetching')}
        emptyMessage={t('memorials.noResults')}
        isEmpty={() => shown.length === 0}
      >
        {() => (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {shown.map((memorial, index) => (
              <MemorialCard key={memorial.id} memorial={memorial} eager={index < 4} />
            ))}
          </ul>
        )}
      </QueryState>
    </ListPageLayout>
  );
}
