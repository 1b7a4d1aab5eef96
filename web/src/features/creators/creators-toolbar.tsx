import { useTranslation } from '@/lib/use-translation.ts';
import { creatorCountries, creatorNiches } from '@domain/creator-options.ts';
import { filterOptions } from '@/components/list-page/filter-options.ts';
import { FilterBar } from '@/components/list-page/filter-bar.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';
import { creatorSorts } from './api/creators-query.ts';

interface CreatorsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  country: string;
  niche: string;
  sort: string;
  onFilterChange: (name: 'country' | 'niche' | 'sort', value: string) => void;
}

/** Search, country, niche and sort of the creators directory. */
export function CreatorsToolbar(props: CreatorsToolbarProps) {
  const { t } = useTranslation();
  const selects = [
    {
      name: 'country' as const,
      label: t('creators.countryLabel'),
      value: props.country,
      options: filterOptions(
        { value: '', label: t('creators.allCountries') },
        creatorCountries,
        (value) => t(`creators.countries.${value}`),
      ),
    },
    {
      name: 'niche' as const,
      label: t('creators.nicheLabel'),
      value: props.niche,
      options: filterOptions(
        { value: '', label: t('creators.allNiches') },
        creatorNiches,
        (value) => t(`creators.niches.${value}`),
      ),
    },
    {
      name: 'sort' as const,
      label: t('creators.sortLabel'),
      value: props.sort,
      options: creatorSorts.map((value) => ({ value, label: t(`creators.sorts.${value}`) })),
    },
  ];
  return (
    <FilterBar columns="md:grid-cols-[1fr_repeat(3,minmax(11rem,auto))]">
      <SearchField
        id="creators-search"
        label={t('creators.searchLabel')}
        value={props.search}
        onChange={props.onSearchChange}
        placeholder={t('creators.searchPlaceholder')}
      />
      {selects.map((select) => (
        <LabelledSelect
          key={select.name}
          id={`creators-${select.name}`}
          label={select.label}
          value={select.value}
          onChange={(value) => props.onFilterChange(select.name, value)}
          options={select.options}
        />
      ))}
    </FilterBar>
  );
}
