import { MapPin } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { cities } from '@domain/cities.ts';
import { inReaderScript } from '@domain/content-language.ts';
import { routePath } from '@domain/routes.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import { SectionHeader } from '@/components/content/section-header.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';

/** The sixteen city pages, by name in the reader's script. */
export function ExploreCities() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const named = sortedByReaderName(
    cities.map((city) => ({
      slug: city.slug,
      name: language === 'en' ? city.name : inReaderScript(language, city.nameSrCyrl),
    })),
    language,
    (city) => city.name,
  );
  return (
    <section aria-labelledby="explore-cities">
      <SectionHeader id="explore-cities" title={t('home.cities.heading')} />
      <p className="-mt-3 mb-6 max-w-2xl text-stone-600">{t('home.cities.text')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {named.map((city) => (
          <li key={city.slug}>
            <Link
              to={routePath('city', { cityName: city.slug })}
              className="flex items-center gap-2 rounded-lg border border-stone-200 bg-white px-4 py-3 font-medium text-stone-800 shadow-sm transition-colors hover:border-serbian-blue-300 hover:text-serbian-blue-800"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-serbian-blue-600" />
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
