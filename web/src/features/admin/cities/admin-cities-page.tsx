import { useQuery } from '@tanstack/react-query';
import { cityDisplayName } from '@domain/seo/city-page.ts';
import { routes } from '@domain/routes.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import { PageHead } from '@/components/page-head.tsx';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { AccessDenied } from '../access-denied.tsx';
import { toastSuccess } from '../admin-toast.ts';
import { StaffPageGate } from '../staff-page-gate.tsx';
import { adminCitiesQueryOptions, provincesStatesQueryOptions } from './admin-cities-api.ts';
import { AdminCityCard } from './admin-city-card.tsx';
import { CityForm } from './city-form.tsx';
import { ProvinceCard } from './province-card.tsx';
import { ProvinceForm } from './province-form.tsx';
import { provinceName } from './province-options.ts';

/**
 * /admin/cities: admins add, rename, merge and retire cities, edit a city
 * page's intro and picture, and add, rename and retire provinces and states.
 */
export function AdminCitiesPage() {
  const { t } = useTranslation();
  const denied = (
    <AccessDenied
      title={t('adminCities.accessDeniedTitle')}
      text={t('adminCities.accessDeniedText')}
      backHomeLabel={t('adminCities.backHome')}
    >
      <PageHead title={t('adminCities.title')} canonicalPath={routes.adminCities} />
    </AccessDenied>
  );
  return (
    <StaffPageGate role="admin" loadingLabel={t('adminCities.loading')} denied={denied}>
      <AdminCities />
    </StaffPageGate>
  );
}

function AdminCities() {
  const { t, language } = useTranslation();
  const cities = useQuery(adminCitiesQueryOptions());
  const provinces = useQuery(provincesStatesQueryOptions());
  const sorted = sortedByReaderName(cities.data ?? [], language, (city) =>
    cityDisplayName(city, language),
  );
  const active = sorted.filter((city) => city.retired_at === null);

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:py-14">
      <PageHeader
        title={t('adminCities.title')}
        intro={t('adminCities.intro')}
        canonicalPath={routes.adminCities}
      />
      <section aria-labelledby="add-city-heading" className="grid gap-4">
        <h2 id="add-city-heading" className="text-xl font-semibold text-serbian-blue-900">
          {t('adminCities.addHeading')}
        </h2>
        <CityForm
          idPrefix="add"
          provinces={provinces.data ?? []}
          submitLabel={t('adminCities.addSubmit')}
          onSaved={(city) =>
            toastSuccess(
              t('adminCities.success'),
              t('adminCities.added', { city: cityDisplayName(city, language) }),
            )
          }
        />
      </section>
      <section aria-labelledby="city-list-heading" className="grid gap-4">
        <h2 id="city-list-heading" className="text-xl font-semibold text-serbian-blue-900">
          {t('adminCities.listHeading')}
        </h2>
        {cities.isPending ? (
          <LoadingState label={t('adminCities.loading')} />
        ) : cities.isError ? (
          <ErrorState message={t('adminCities.errorFetching')} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {sorted.map((city) => (
              <AdminCityCard
                key={city.id}
                city={city}
                provinces={provinces.data ?? []}
                activeCities={active}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="province-list-heading" className="grid gap-4">
        <h2 id="province-list-heading" className="text-xl font-semibold text-serbian-blue-900">
          {t('adminCities.provincesHeading')}
        </h2>
        {provinces.isPending ? (
          <LoadingState label={t('adminCities.loading')} />
        ) : provinces.isError ? (
          <ErrorState message={t('adminCities.errorFetching')} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {sortedByReaderName(provinces.data, language, (province) =>
              provinceName(province, language),
            ).map((province) => (
              <ProvinceCard
                key={province.id}
                province={province}
                liveCities={active.filter((city) => city.province_state_id === province.id).length}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-province-heading" className="grid gap-4">
        <h2 id="add-province-heading" className="text-xl font-semibold text-serbian-blue-900">
          {t('adminCities.provinceHeading')}
        </h2>
        <ProvinceForm />
      </section>
    </div>
  );
}
