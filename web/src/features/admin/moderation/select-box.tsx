import { useTranslation } from '@/lib/use-translation.ts';

/** A queue item's box for bulk decisions, named after the item for screen readers. */
export function SelectBox({
  title,
  checked,
  onChange,
}: {
  title: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex min-h-11 w-fit items-center gap-2 text-sm text-stone-700">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        aria-label={t('admin.bulk.select', { title })}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span aria-hidden="true">{t('admin.bulk.selectOne')}</span>
    </label>
  );
}
