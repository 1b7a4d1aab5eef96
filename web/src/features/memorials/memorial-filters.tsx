import { useTranslation } from '@/lib/use-translation.ts';
import { cityFilterOptions } from '@/components/list-page/filter-options.ts';
import { FilterBar } from '@/components/list-page/filter-bar.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { MemorialFilters } from './memorial-list-logic.ts';
import type { Memorial } from '@/api/memorial-row.ts';

interface MemorialFiltersFormProps {
  filters: MemorialFilters;
  cities: NonNullable<Memorial['city']>[];
  onChange: (filters: MemorialFilters) => void;
}

/** Name search and city filter of the memorial list. */
export function MemorialFiltersForm({ filters, cities, onChange }: MemorialFiltersFormProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cityOptions = cityFilterOptions(
    { value: 'all', label: t('memorials.allCities') },
    cities,
    language,
  );
  return (
    <FilterBar columns="sm:grid-cols-[2fr_1fr]">
      <SearchField
        id="memorial-name"
        label={t('memorials.searchLabel')}
        value={filters.name}
        onChange={(name) => onChange({ ...filters, name })}
        placeholder={t('memorials.searchPlaceholder')}
      />
      <LabelledSelect
        id="memorial-city"
        label={t('memorials.cityLabel')}
        value={filters.city}
        onChange={(city) => onChange({ ...filters, city })}
        options={cityOptions}
      />
    </FilterBar>
  );
}
