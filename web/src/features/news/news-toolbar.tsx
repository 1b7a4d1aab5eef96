import { useTranslation } from '@/lib/use-translation.ts';
import { newsCategories } from '@domain/content-categories.ts';
import { filterOptions } from '@/components/list-page/filter-options.ts';
import { FilterBar } from '@/components/list-page/filter-bar.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';

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
  // Every category, the mega menu's (politics, interviews, archive) too: each can be picked here.
  const options = filterOptions(
    { value: '', label: t('news.categories.all') },
    newsCategories,
    (value) => t(`news.categories.${value}`),
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
