import { Search } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { organizationCategories } from '@domain/content-categories.ts';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';

interface OrganizationsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  category: string;
  onCategoryChange: (value: string) => void;
}

/** Search box and category select (all, church, culture, sport, youth, business, other). */
export function OrganizationsToolbar(props: OrganizationsToolbarProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('organizations.categories.all') },
    ...organizationCategories.map((value) => ({
      value,
      label: t(`organizations.categories.${value}`),
    })),
  ];
  return (
    <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem] sm:items-end">
      <div className="grid gap-1.5">
        <label htmlFor="organizations-search" className="text-sm font-medium text-stone-700">
          {t('organizations.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            id="organizations-search"
            type="search"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            placeholder={t('organizations.searchPlaceholder')}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="organizations-category" className="text-sm font-medium text-stone-700">
          {t('organizations.categoryLabel')}
        </label>
        <Select
          id="organizations-category"
          value={props.category}
          onChange={(event) => props.onCategoryChange(event.target.value)}
          options={options}
        />
      </div>
    </div>
  );
}
