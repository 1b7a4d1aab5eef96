import { MapPin } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { routePath } from '@domain/routes.ts';
import { SectionHeader } from '@/components/content/section-header.tsx';
import { cityChoices, useCities } from '@/lib/cities.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';

/** The active cities' pages (admins manage them, decision 030), by name in the reader's script. */
export function ExploreCities() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const named = cityChoices(useCities(), language);
  return (
    <section aria-labelledby="explore-cities">
      <SectionHeader id="explore-cities" title={t('home.cities.heading')} />
      <p className="-mt-3 mb-6 max-w-2xl text-stone-600">{t('home.cities.text')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {named.map((city) => (
          <li key={city.value}>
            <Link
              to={routePath('city', { cityName: city.value })}
              className="flex items-center gap-2 rounded-lg border border-stone-200 bg-white px-4 py-3 font-medium text-stone-800 shadow-sm transition-colors hover:border-serbian-blue-300 hover:text-serbian-blue-800"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-serbian-blue-600" />
              {city.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
