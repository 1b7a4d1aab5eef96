import { Search } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { creatorCountries, creatorNiches } from '@domain/creator-options.ts';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
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
      options: [
        { value: '', label: t('creators.allCountries') },
        ...creatorCountries.map((value) => ({ value, label: t(`creators.countries.${value}`) })),
      ],
    },
    {
      name: 'niche' as const,
      label: t('creators.nicheLabel'),
      value: props.niche,
      options: [
        { value: '', label: t('creators.allNiches') },
        ...creatorNiches.map((value) => ({ value, label: t(`creators.niches.${value}`) })),
      ],
    },
    {
      name: 'sort' as const,
      label: t('creators.sortLabel'),
      value: props.sort,
      options: creatorSorts.map((value) => ({ value, label: t(`creators.sorts.${value}`) })),
    },
  ];
  return (
    <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_repeat(3,11rem)] md:items-end">
      <div className="grid gap-1.5">
        <label htmlFor="creators-search" className="text-sm font-medium text-stone-700">
          {t('creators.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            id="creators-search"
            type="search"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            placeholder={t('creators.searchPlaceholder')}
            className="pl-9"
          />
        </div>
      </div>
      {selects.map((select) => (
        <div key={select.name} className="grid gap-1.5">
          <label htmlFor={`creators-${select.name}`} className="text-sm font-medium text-stone-700">
            {select.label}
          </label>
          <Select
            id={`creators-${select.name}`}
            value={select.value}
            onChange={(event) => props.onFilterChange(select.name, event.target.value)}
            options={select.options}
          />
        </div>
      ))}
    </div>
  );
}
