import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { creatorName } from '@domain/creator-display.ts';
import { formatDate } from '@domain/format-date.ts';
import { routePath } from '@domain/routes.ts';
import { Select } from '@/components/ui/select.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { type AdminCreatorRow, creatorStatuses, updateCreator } from './api/admin-creators.ts';
import { conflictMessage, decisionConflict } from '@/components/moderation/decision-conflict.ts';
import { toastFailure, toastSuccess } from './admin-toast.ts';
import { DeleteCreatorButton } from './delete-creator-button.tsx';

const badgeColors: Record<AdminCreatorRow['status'], string> = {
  draft: 'bg-stone-100 text-stone-800',
  pending_review: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
};

const columns = [
  'name',
  'status',
  'created',
  'source',
  'verified',
  'contactForm',
  'actions',
] as const;

interface AdminCreatorsTableProps {
  creators: AdminCreatorRow[];
  /** Rows chosen for a bulk decision. */
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
}

/** A box to choose each row for a bulk decision, then name, status, date, source and actions. */
export function AdminCreatorsTable({
  creators,
  selected,
  onSelect,
  onSelectAll,
}: AdminCreatorsTableProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const queryClient = useQueryClient();

  async function change(
    row: AdminCreatorRow,
    changes: Parameters<typeof updateCreator>[1],
    message: string,
  ) {
    try {
      await updateCreator(row, changes);
      toastSuccess(t('admin.creators.success'), message);
      await queryClient.invalidateQueries({ queryKey: ['creators'] });
    } catch (failure) {
      const conflict = decisionConflict(failure);
      toastFailure(
        t('admin.creators.updateFailed'),
        conflict ? conflictMessage(conflict, t, language) : failure,
      );
      if (conflict) await queryClient.invalidateQueries({ queryKey: ['creators'] });
    }
  }

  const header = 'px-3 py-2 text-left text-sm font-semibold text-stone-700';
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200">
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={header}>
              <input
                type="checkbox"
                className="size-5"
                aria-label={t('admin.bulk.selectPage')}
                checked={creators.length > 0 && creators.every((row) => selected.has(row.id))}
                onChange={(event) => onSelectAll(event.currentTarget.checked)}
              />
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={header}>
                {t(`admin.creators.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {creators.map((row) => {
            const name = creatorName(row, language) || row.slug;
            return (
              <tr key={row.id}>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={t('admin.bulk.select', { title: name })}
                    checked={selected.has(row.id)}
                    onChange={(event) => onSelect(row.id, event.currentTarget.checked)}
                  />
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={routePath('creator', { slug: row.slug })}
                    className="font-medium text-serbian-blue-700 underline"
                  >
                    {name}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${badgeColors[row.status]}`}
                  >
                    {t(`admin.creators.statuses.${row.status}`)}
                  </span>
                </td>
                <td className="px-3 py-2 text-sm whitespace-nowrap text-stone-700">
                  {formatDate(row.created_at, language)}
                </td>
                <td className="px-3 py-2 text-sm text-stone-700">
                  {row.created_by_admin
                    ? t('admin.creators.sources.admin')
                    : t('admin.creators.sources.public')}
                </td>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-serbian-blue-700"
                    aria-label={t('admin.creators.verifiedOf', {
                      name,
                      gender: row.grammatical_gender ?? '',
                    })}
                    checked={row.verified}
                    onChange={(event) =>
                      void change(
                        row,
                        { verified: event.target.checked },
                        t('admin.creators.updated'),
                      )
                    }
                  />
                </td>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-serbian-blue-700"
                    aria-label={t('admin.creators.contactFormOf', { name })}
                    checked={row.contact_form_enabled}
                    onChange={(event) =>
                      void change(
                        row,
                        { contact_form_enabled: event.target.checked },
                        t('admin.creators.updated'),
                      )
                    }
                  />
                </td>
                <td className="flex items-center gap-2 px-3 py-2">
                  <Select
                    aria-label={t('admin.creators.statusOf', { name })}
                    value={row.status}
                    className="w-44"
                    onChange={(event) => {
                      const status = creatorStatuses.find((value) => value === event.target.value);
                      if (status) void change(row, { status }, t('admin.creators.statusUpdated'));
                    }}
                    options={creatorStatuses.map((value) => ({
                      value,
                      label: t(`admin.creators.statuses.${value}`),
                    }))}
                  />
                  <DeleteCreatorButton id={row.id} name={name} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
