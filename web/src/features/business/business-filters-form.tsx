import { useTranslation } from '@/lib/use-translation.ts';
import { localizedText } from '@domain/content-language.ts';
import { cities } from '@domain/cities.ts';
import { businessCategories } from '@domain/content-categories.ts';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { type BusinessFilters, directoryCities } from './business-list-logic.ts';

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
  const categoryOptions = [
    { value: 'all', label: t('business.allCategories') },
    ...businessCategories.map((category) => ({
      value: category,
      label: t(`business.categories.${category}`),
    })),
  ];
  const cityOptions = [
    { value: 'all', label: t('business.allCities') },
    ...directoryCities.map((slug) => ({ value: slug, label: cityName(slug) })),
  ];
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
        <Input
          id="business-text"
          type="search"
          value={filters.text}
          placeholder={t('business.searchPlaceholder')}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
          className="mt-2"
        />
      </div>
      <div>
        <label htmlFor="business-category" className="text-sm font-medium text-stone-800">
          {t('business.categoryLabel')}
        </label>
        <Select
          id="business-category"
          value={filters.category}
          onChange={(event) =>
            onChange({ ...filters, category: event.target.value as BusinessFilters['category'] })
          }
          options={categoryOptions}
          className="mt-2"
        />
      </div>
      <div>
        <label htmlFor="business-city" className="text-sm font-medium text-stone-800">
          {t('business.cityLabel')}
        </label>
        <Select
          id="business-city"
          value={filters.city}
          onChange={(event) => onChange({ ...filters, city: event.target.value })}
          options={cityOptions}
          className="mt-2"
        />
      </div>
    </form>
  );
}
