import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useFetchErrorToast } from '@/lib/use-fetch-error-toast.ts';
import { cityQueryOptions } from './api/city-query.ts';
import { CityContent } from './city-content.tsx';
import { CityHero } from './city-hero.tsx';
import { cityDisplayName, cityPageMeta } from '@domain/seo/city-page.ts';
import { CityNotFound } from './city-not-found.tsx';

/** A city community page (/city/:cityName), matched case-insensitively (SPEC §2 City page). */
export function CityPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { cityName = '' } = useParams();
  const query = useQuery(cityQueryOptions(cityName));
  useFetchErrorToast(query.error, t('cities.errorTitle'), t('cities.cityNotFound'));

  if (query.isPending) return <LoadingState label={t('cities.loading')} />;
  if (query.isError || !query.data) return <CityNotFound cityName={cityName} />;

  const city = query.data;
  const name = cityDisplayName(city, language);
  return (
    <div className="grid gap-12 pb-14">
      <PageHead {...cityPageMeta(city, language, { welcome: t('cities.welcome') })} />
      <CityHero city={city} />
      <div className="mx-auto grid w-full max-w-6xl gap-14 px-4">
        <CityContent slug={city.slug} />
        <aside className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold text-stone-900">{t('cities.suggestHeading')}</h2>
            <p className="text-stone-600">{t('cities.suggestText', { city: name })}</p>
          </div>
          <Link
            to={routes.contact}
            className="inline-flex h-10 shrink-0 items-center rounded-md border border-serbian-blue-200 bg-white px-4 text-sm font-medium text-serbian-blue-800 hover:bg-serbian-blue-50"
          >
            {t('cities.suggestUpdate')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
