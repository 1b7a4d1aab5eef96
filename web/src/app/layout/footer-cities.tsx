import { Link } from 'react-router';
import { routePath } from '@domain/routes.ts';
import { cityChoices, useCities } from '@/lib/cities.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * The footer's menu of city pages: every active city, as admins manage them
 * (decision 030), in the reader's script and order. Rendered on every page,
 * it also brings the cities to the browser with the server-rendered page.
 */
export function FooterCities({ linkClass }: { linkClass: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cities = cityChoices(useCities(), language);
  if (cities.length === 0) return null;
  return (
    <nav aria-labelledby="footer-cities-heading" className="border-t border-serbian-blue-800">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <h2 id="footer-cities-heading" className="font-semibold text-white">
          {t('footer.citiesHeading')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {cities.map((city) => (
            <li key={city.value}>
              <Link to={routePath('city', { cityName: city.value })} className={linkClass}>
                {city.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
