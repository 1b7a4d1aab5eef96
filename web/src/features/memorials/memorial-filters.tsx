import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../../domain/content-language.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import type { MemorialFilters } from './memorial-list-logic.ts';
import type { Memorial } from './memorial-types.ts';

interface MemorialFiltersFormProps {
  filters: MemorialFilters;
  cities: NonNullable<Memorial['city']>[];
  onChange: (filters: MemorialFilters) => void;
}

const fieldClasses =
  'mt-2 h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm';

/** Name search and city filter of the memorial list. */
export function MemorialFiltersForm({ filters, cities, onChange }: MemorialFiltersFormProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <form
      role="search"
      className="grid gap-4 sm:grid-cols-[2fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <label htmlFor="memorial-name" className="text-sm font-medium text-stone-800">
          {t('memorials.searchLabel')}
        </label>
        <input
          id="memorial-name"
          type="search"
          value={filters.name}
          placeholder={t('memorials.searchPlaceholder')}
          onChange={(event) => onChange({ ...filters, name: event.target.value })}
          className={`${fieldClasses} placeholder:text-stone-500`}
        />
      </div>
      <div>
        <label htmlFor="memorial-city" className="text-sm font-medium text-stone-800">
          {t('memorials.cityLabel')}
        </label>
        <select
          id="memorial-city"
          value={filters.city}
          onChange={(event) => onChange({ ...filters, city: event.target.value })}
          className={fieldClasses}
        >
          <option value="all">{t('memorials.allCities')}</option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {localizedText(language, city.name, city.name_sr_cyrl)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
