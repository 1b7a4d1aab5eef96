import { CalendarDays, List } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { eventCategories } from '@domain/content-categories.ts';
import { cityFilterOptions, filterOptions } from '@/components/list-page/filter-options.ts';
import { FilterBar } from '@/components/list-page/filter-bar.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useCities } from '@/lib/cities.ts';

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
  const cities = useCities();
  const cityOptions = cityFilterOptions(
    { value: '', label: t('events.allCities') },
    cities,
    language,
  );
  const categoryOptions = filterOptions(
    { value: '', label: t('events.categories.all') },
    eventCategories,
    (value) => t(`events.categories.${value}`),
  );
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
    <FilterBar columns="md:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto]">
      <SearchField
        id="events-search"
        label={t('events.searchLabel')}
        value={props.search}
        onChange={props.onSearchChange}
        placeholder={t('events.searchPlaceholder')}
      />
      <LabelledSelect
        id="events-city"
        label={t('events.cityLabel')}
        value={props.city}
        onChange={props.onCityChange}
        options={cityOptions}
      />
      <LabelledSelect
        id="events-category"
        label={t('events.categoryLabel')}
        value={props.category}
        onChange={props.onCategoryChange}
        options={categoryOptions}
      />
      <div
        role="group"
        aria-label={t('events.viewLabel')}
        className="flex h-11 items-center gap-1 self-end rounded-lg bg-serbian-blue-50 p-1"
      >
        {viewButton('list', t('events.listView'), List)}
        {viewButton('calendar', t('events.calendarView'), CalendarDays)}
      </div>
    </FilterBar>
  );
}
