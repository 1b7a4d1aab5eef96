import { SearchField } from '@/components/list-page/search-field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

interface QueueListControlsProps {
  /** Unique per list, for the search field's id. */
  id: string;
  search: string;
  onSearch: (text: string) => void;
  total: number;
  /** "Select all on this page", for lists with bulk decisions. */
  allSelected?: boolean;
  onSelectPage?: (on: boolean) => void;
}

/** A queue list's search, its count, and the page's select-all box. */
export function QueueListControls(props: QueueListControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <div className="sm:max-w-md">
        <SearchField
          id={`${props.id}-search`}
          label={t('admin.list.search')}
          value={props.search}
          onChange={props.onSearch}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {props.onSelectPage && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5"
              checked={props.allSelected ?? false}
              onChange={(event) => props.onSelectPage?.(event.currentTarget.checked)}
            />
            {t('admin.bulk.selectPage')}
          </label>
        )}
        <p className="text-sm text-stone-600" role="status">
          {props.total === 0 ? t('admin.list.none') : t('admin.list.shown', { count: props.total })}
        </p>
      </div>
    </div>
  );
}
