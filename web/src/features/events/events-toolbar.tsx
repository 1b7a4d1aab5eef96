import { CalendarDays, List, Search } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { eventCategories } from '@domain/content-categories.ts';
import { inReaderScript } from '@domain/content-language.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { cityOptionsQueryOptions } from './api/city-options-query.ts';

export type EventsView = 'list' | 'calendar';

interface EventsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  city: string;
  onCityChange: (value: string) => void;
  category: string;
  onCategoryChange: (value: string) => void;
  view: EventsView;
  onViewChange: (value: EventsView) => void;
}

/**
 * Search box, city dropdown (All cities + the server's cities), category
 * dropdown and the list / calendar toggle.
 */
export function EventsToolbar(props: EventsToolbarProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cities = useQuery(cityOptionsQueryOptions());
  const cityOptions = [
    { value: '', label: t('events.allCities') },
    ...sortedByReaderName(
      (cities.data ?? []).map((city) => ({
        value: city.slug,
        label:
          language === 'en' || !city.name_sr_cyrl
            ? city.name
            : inReaderScript(language, city.name_sr_cyrl),
      })),
      language,
      (option) => option.label,
    ),
  ];
  const categoryOptions = [
    { value: '', label: t('events.categories.all') },
    ...eventCategories.map((value) => ({ value, label: t(`events.categories.${value}`) })),
  ];
  const viewButton = (value: EventsView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={props.view === value}
      onClick={() => props.onViewChange(value)}
      className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium text-serbian-blue-900 aria-pressed:bg-white aria-pressed:shadow-sm"
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  return (
    <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto] md:items-end">
      <div className="grid gap-1.5">
        <label htmlFor="events-search" className="text-sm font-medium text-stone-700">
          {t('events.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            id="events-search"
            type="search"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            placeholder={t('events.searchPlaceholder')}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="events-city" className="text-sm font-medium text-stone-700">
          {t('events.cityLabel')}
        </label>
        <Select
          id="events-city"
          value={props.city}
          onChange={(event) => props.onCityChange(event.target.value)}
          options={cityOptions}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="events-category" className="text-sm font-medium text-stone-700">
          {t('events.categoryLabel')}
        </label>
        <Select
          id="events-category"
          value={props.category}
          onChange={(event) => props.onCategoryChange(event.target.value)}
          options={categoryOptions}
        />
      </div>
      <div
        role="group"
        aria-label={t('events.viewLabel')}
        className="flex h-11 items-center gap-1 self-end rounded-lg bg-serbian-blue-50 p-1"
      >
        {viewButton('list', t('events.listView'), List)}
        {viewButton('calendar', t('events.calendarView'), CalendarDays)}
      </div>
    </div>
  );
}
