import { useTranslation } from '@/lib/use-translation.ts';
import { organizationCategories } from '@domain/content-categories.ts';
import { filterOptions } from '@/components/list-page/filter-options.ts';
import { FilterBar } from '@/components/list-page/filter-bar.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';

interface OrganizationsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  category: string;
  onCategoryChange: (value: string) => void;
}

/** Search box and category select (all, church, culture, sport, youth, business, other). */
export function OrganizationsToolbar(props: OrganizationsToolbarProps) {
  const { t } = useTranslation();
  const options = filterOptions(
    { value: '', label: t('organizations.categories.all') },
    organizationCategories,
    (value) => t(`organizations.categories.${value}`),
  );
  return (
    <FilterBar columns="sm:grid-cols-[1fr_14rem]">
      <SearchField
        id="organizations-search"
        label={t('organizations.searchLabel')}
        value={props.search}
        onChange={props.onSearchChange}
        placeholder={t('organizations.searchPlaceholder')}
      />
      <LabelledSelect
        id="organizations-category"
        label={t('organizations.categoryLabel')}
        value={props.category}
        onChange={props.onCategoryChange}
        options={options}
      />
    </FilterBar>
  );
}
