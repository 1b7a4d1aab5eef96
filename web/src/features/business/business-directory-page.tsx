import { useTranslation } from '@/lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { routes } from '@domain/routes.ts';
import { businessCategories } from '@domain/content-categories.ts';
import type { UrlFilterSpec } from '@/lib/url-filters.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';
import { businessesQueryOptions } from './api/businesses-query.ts';
import { BusinessCard } from '@/components/content/business/business-card.tsx';
import { BusinessFiltersForm } from './business-filters-form.tsx';
import { type BusinessFilters, filterBusinesses, splitFeatured } from './business-list-logic.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { ListPageLayout } from '@/components/list-page/list-page-layout.tsx';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { InviteBand } from '@/components/content/invite-band.tsx';

/** The directory's filters in its URL: /business-directory?category=restaurant&city=toronto. */
const businessUrlFilters = {
  text: { fallback: '' },
  category: { fallback: 'all', allowed: ['all', ...businessCategories] },
  city: { fallback: 'all' },
} as const satisfies UrlFilterSpec<keyof BusinessFilters>;

/** Business directory (/business-directory): one featured listing on top, the rest in a grid. */
export function BusinessDirectoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(businessUrlFilters);
  const language = useContentLanguage();
  const businesses = useQuery(businessesQueryOptions(language));
  const { featured, rest } = splitFeatured(
    filterBusinesses(businesses.data ?? [], filters, language),
  );

  return (
    <ListPageLayout
      title={t('business.title')}
      intro={t('business.intro')}
      canonicalPath="/business-directory"
    >
      <BusinessFiltersForm filters={filters} onChange={setFilters} />
      <QueryState
        query={businesses}
        loadingLabel={t('business.loading')}
        errorMessage={t('business.errorFetching')}
        emptyMessage={t('business.noResults')}
        isEmpty={() => !featured && rest.length === 0}
      >
        {() => (
          <div className="grid gap-8">
            {featured && <BusinessCard business={featured} featured />}
            {rest.length > 0 && (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((business) => (
                  <li key={business.id}>
                    <BusinessCard business={business} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
      <InviteBand
        text={t('business.addBusinessText')}
        to={routes.businessSubmit}
        buttonLabel={t('business.addBusiness')}
        icon={Plus}
      />
    </ListPageLayout>
  );
}
