import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../../domain/content-language.ts';
import { cities } from '../../../../domain/cities.ts';
import { businessCategories } from '../../../../domain/content-categories.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { type BusinessFilters, directoryCities } from './business-list-logic.ts';

const fieldClasses =
  'mt-2 h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm';

interface BusinessFiltersFormProps {
  filters: BusinessFilters;
  onChange: (filters: BusinessFilters) => void;
}

/** Text search, category select and city select of the directory. */
export function BusinessFiltersForm({ filters, onChange }: BusinessFiltersFormProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cityName = (slug: string) => {
    const city = cities.find((candidate) => candidate.slug === slug);
    return city ? localizedText(language, city.name, city.nameSrCyrl) : slug;
  };
  return (
    <form
      role="search"
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <label htmlFor="business-text" className="text-sm font-medium text-stone-800">
          {t('business.searchLabel')}
        </label>
        <input
          id="business-text"
          type="search"
          value={filters.text}
          placeholder={t('business.searchPlaceholder')}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
          className={`${fieldClasses} placeholder:text-stone-500`}
        />
      </div>
      <div>
        <label htmlFor="business-category" className="text-sm font-medium text-stone-800">
          {t('business.categoryLabel')}
        </label>
        <select
          id="business-category"
          value={filters.category}
          onChange={(event) =>
            onChange({ ...filters, category: event.target.value as BusinessFilters['category'] })
          }
          className={fieldClasses}
        >
          <option value="all">{t('business.allCategories')}</option>
          {businessCategories.map((category) => (
            <option key={category} value={category}>
              {t(`business.categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="business-city" className="text-sm font-medium text-stone-800">
          {t('business.cityLabel')}
        </label>
        <select
          id="business-city"
          value={filters.city}
          onChange={(event) => onChange({ ...filters, city: event.target.value })}
          className={fieldClasses}
        >
          <option value="all">{t('business.allCities')}</option>
          {directoryCities.map((slug) => (
            <option key={slug} value={slug}>
              {cityName(slug)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
