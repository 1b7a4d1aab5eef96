import { useTranslation } from '@/lib/use-translation.ts';
import { localizedText } from '@domain/content-language.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { MemorialFilters } from './memorial-list-logic.ts';
import type { Memorial } from './memorial-types.ts';

interface MemorialFiltersFormProps {
  filters: MemorialFilters;
  cities: NonNullable<Memorial['city']>[];
  onChange: (filters: MemorialFilters) => void;
}

/** Name search and city filter of the memorial list. */
export function MemorialFiltersForm({ filters, cities, onChange }: MemorialFiltersFormProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cityOptions = [
    { value: 'all', label: t('memorials.allCities') },
    ...sortedByReaderName(
      cities.map((city) => ({
        value: city.slug,
        label: localizedText(language, city.name, city.name_sr_cyrl),
      })),
      language,
      (option) => option.label,
    ),
  ];
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
        <Input
          id="memorial-name"
          type="search"
          value={filters.name}
          placeholder={t('memorials.searchPlaceholder')}
          onChange={(event) => onChange({ ...filters, name: event.target.value })}
          className="mt-2"
        />
      </div>
      <div>
        <label htmlFor="memorial-city" className="text-sm font-medium text-stone-800">
          {t('memorials.cityLabel')}
        </label>
        <Select
          id="memorial-city"
          value={filters.city}
          onChange={(event) => onChange({ ...filters, city: event.target.value })}
          options={cityOptions}
          className="mt-2"
        />
      </div>
    </form>
  );
}
