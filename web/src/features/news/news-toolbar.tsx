import { useTranslation } from '@/lib/use-translation.ts';
import { newsCategories } from '@domain/content-categories.ts';
import { filterOptions } from '@/components/list-page/filter-options.ts';
import { FilterBar } from '@/components/list-page/filter-bar.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';

/** SPEC §2: the filter offers all plus six categories; a mega-menu category joins them when chosen. */
const listedCategories = newsCategories.slice(0, 6);

interface NewsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  category: string;
  onCategoryChange: (value: string) => void;
}

export function NewsToolbar({
  search,
  onSearchChange,
  category,
  onCategoryChange,
}: NewsToolbarProps) {
  const { t } = useTranslation();
  const categories: readonly string[] =
    category && !listedCategories.some((listed) => listed === category)
      ? [...listedCategories, category]
      : listedCategories;
  const options = filterOptions(
    { value: '', label: t('news.categories.all') },
    categories,
    (value) => t(`news.categories.${value as (typeof newsCategories)[number]}`),
  );
  return (
    <FilterBar columns="sm:grid-cols-[1fr_14rem]">
      <SearchField
        id="news-search"
        label={t('news.searchLabel')}
        value={search}
        onChange={onSearchChange}
        placeholder={t('news.searchPlaceholder')}
      />
      <LabelledSelect
        id="news-category"
        label={t('news.categoryLabel')}
        value={category}
        onChange={onCategoryChange}
        options={options}
      />
    </FilterBar>
  );
}
