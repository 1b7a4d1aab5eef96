import { Search } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { newsCategories } from '@domain/content-categories.ts';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';

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
  const options = [
    { value: '', label: t('news.categories.all') },
    ...categories.map((value) => ({
      value,
      label: t(`news.categories.${value as (typeof newsCategories)[number]}`),
    })),
  ];
  return (
    <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem] sm:items-end">
      <div className="grid gap-1.5">
        <label htmlFor="news-search" className="text-sm font-medium text-stone-700">
          {t('news.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            id="news-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={t('news.searchPlaceholder')}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="news-category" className="text-sm font-medium text-stone-700">
          {t('news.categoryLabel')}
        </label>
        <Select
          id="news-category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
          options={options}
        />
      </div>
    </div>
  );
}
