import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { localizedField } from '@domain/content-language.ts';
import { organizationCategories, type OrganizationCategory } from '@domain/content-categories.ts';
import { routes } from '@domain/routes.ts';
import { CallToAction } from '@/components/content/call-to-action.tsx';
import { OrganizationCard } from '@/components/content/organization-card.tsx';
import { ListPageLayout } from '@/components/list-page/list-page-layout.tsx';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { searchDebounceMs, useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFetchErrorToast } from '@/lib/use-fetch-error-toast.ts';
import type { UrlFilterSpec } from '@/lib/url-filters.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';
import { organizationsQueryOptions } from './api/organizations-query.ts';
import { CommunityStats } from './community-stats.tsx';
import { OrganizationsToolbar } from './organizations-toolbar.tsx';

/** The organizations list's filters in its URL: /organizations?category=church&q=sava. */
const organizationsUrlFilters = {
  q: { fallback: '' },
  category: { fallback: '', allowed: organizationCategories },
} as const satisfies UrlFilterSpec<string>;

/**
 * Organizations (SPEC §2): search, category, card grid, figures, report
 * notice, submit call to action; the filters live in the URL.
 */
export function OrganizationsListPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [{ q: search, category }, setFilters] = useUrlFilters(organizationsUrlFilters);
  const settledSearch = useDebouncedValue(search, searchDebounceMs);
  const organizations = useQuery(
    organizationsQueryOptions({
      category,
      search: settledSearch,
      language,
    }),
  );
  useFetchErrorToast(
    organizations.error,
    t('organizations.errorTitle'),
    t('organizations.errorFetching'),
  );

  return (
    <ListPageLayout
      title={t('organizations.title')}
      intro={t('organizations.intro')}
      canonicalPath="/organizations"
    >
      <OrganizationsToolbar
        search={search}
        onSearchChange={(q) => setFilters({ q })}
        category={category}
        onCategoryChange={(next) => setFilters({ category: next })}
      />
      <QueryState
        query={organizations}
        loadingLabel={t('organizations.loading')}
        errorMessage={t('organizations.errorFetching')}
        emptyMessage={t('organizations.noResults')}
      >
        {(rows) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((organization) => {
              const name = localizedField(organization, 'name', language);
              return (
                <li key={organization.id} className="grid">
                  <OrganizationCard
                    organization={organization}
                    headingLevel="h2"
                    categoryLabel={t(
                      `organizations.categories.${organization.category as OrganizationCategory}`,
                    )}
                    noCityLabel={t('organizations.cityNotAvailable')}
                    websiteLabel={t('organizations.website')}
                    websiteAccessibleLabel={t('organizations.websiteOf', { name })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <CommunityStats />
      <CallToAction
        heading={t('organizations.submit.heading')}
        text={t('organizations.submit.text')}
        to={routes.organizationsSubmit}
        buttonLabel={t('organizations.submit.button')}
      />
    </ListPageLayout>
  );
}
