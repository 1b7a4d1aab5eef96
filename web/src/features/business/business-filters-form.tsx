import { useTranslation } from '@/lib/use-translation.ts';
import { businessCategories } from '@domain/content-categories.ts';
import { cityFilterOptions, filterOptions } from '@/components/list-page/filter-options.ts';
import { FilterBar } from '@/components/list-page/filter-bar.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useCities } from '@/lib/cities.ts';
import type { BusinessFilters } from './business-list-logic.ts';

interface BusinessFiltersFormProps {
  filters: BusinessFilters;
  onChange: (filters: BusinessFilters) => void;
}

/** Text search, category select and city select of the directory. */
export function BusinessFiltersForm({ filters, onChange }: BusinessFiltersFormProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cities = useCities();
  const categoryOptions = filterOptions(
    { value: 'all', label: t('business.allCategories') },
    businessCategories,
    (category) => t(`business.categories.${category}`),
  );
  // Every active city (SPEC §2 named seven; admins now add more, decision 030).
  const cityOptions = cityFilterOptions(
    { value: 'all', label: t('business.allCities') },
    cities,
    language,
  );
  return (
    <FilterBar columns="md:grid-cols-[2fr_1fr_1fr]">
      <SearchField
        id="business-text"
        label={t('business.searchLabel')}
        value={filters.text}
        onChange={(text) => onChange({ ...filters, text })}
        placeholder={t('business.searchPlaceholder')}
      />
      <LabelledSelect
        id="business-category"
        label={t('business.categoryLabel')}
        value={filters.category}
        onChange={(category) =>
          onChange({ ...filters, category: category as BusinessFilters['category'] })
        }
        options={categoryOptions}
      />
      <LabelledSelect
        id="business-city"
        label={t('business.cityLabel')}
        value={filters.city}
        onChange={(city) => onChange({ ...filters, city })}
        options={cityOptions}
      />
    </FilterBar>
  );
}
