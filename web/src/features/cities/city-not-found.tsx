import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';

/** 'City not found': an unknown city, or a read that failed (after its toast). */
export function CityNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-3xl gap-4 px-4 py-16 text-center sm:py-24">
      <PageHead title={t('cities.cityNotFound')} />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
        {t('cities.cityNotFound')}
      </h1>
      <p className="text-lg text-stone-600">{t('cities.notFoundText')}</p>
      <p>
        <Link to={routes.home} className="font-medium text-serbian-blue-700 hover:underline">
          {t('cities.backHome')}
        </Link>
      </p>
    </section>
  );
}
