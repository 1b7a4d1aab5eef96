import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, Navigate } from 'react-router';
import { routePath, routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { cityAddressQueryOptions } from './api/city-query.ts';

/**
 * 'City not found': an unknown city, or a read that failed (after its toast).
 * A renamed or merged city's old address goes on to its page now; a retired
 * city's page says it was retired.
 */
export function CityNotFound({ cityName = '' }: { cityName?: string }) {
  const { t } = useTranslation();
  const address = useQuery(cityAddressQueryOptions(cityName)).data;
  if (address?.moved && !address.retired) {
    return <Navigate replace to={routePath('city', { cityName: address.slug })} />;
  }
  const retired = address?.retired === true;
  const title = retired ? t('cities.retiredTitle') : t('cities.cityNotFound');
  return (
    <section className="mx-auto grid max-w-3xl gap-4 px-4 py-16 text-center sm:py-24">
      <PageHead title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">{title}</h1>
      <p className="text-lg text-stone-600">
        {retired ? t('cities.retiredText') : t('cities.notFoundText')}
      </p>
      <p>
        <Link to={routes.home} className="font-medium text-serbian-blue-700 hover:underline">
          {t('cities.backHome')}
        </Link>
      </p>
    </section>
  );
}
