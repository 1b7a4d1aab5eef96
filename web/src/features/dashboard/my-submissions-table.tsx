import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { creatorName } from '@domain/creator-display.ts';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { DashboardTab } from './dashboard-tabs.ts';
import { deleteSubmission } from './delete-submission.ts';
import { myRevisionsQueryOptions } from './my-revisions-query.ts';
import { mySubmissionsQueryOptions } from './my-submissions-query.ts';
import { RevisionNote } from './revision-note.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One content tab: a submit button and the person's rows with status, edit and delete. */
export function MySubmissionsTable({
  tab,
  userId,
  linkedId = '',
}: {
  tab: DashboardTab;
  userId: string;
  /** The row a mail linked to (`?item=`): highlighted and scrolled to. */
  linkedId?: string;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  const query = useQuery(mySubmissionsQueryOptions(tab, userId));
  const revisions = useQuery(myRevisionsQueryOptions(tab, userId));

  async function remove(id: string, title: string) {
    if (!window.confirm(t('submissions.dashboard.confirmDelete', { title }))) return;
    try {
      await deleteSubmission(tab.table, id);
      showToast({ title: t('submissions.dashboard.deleted'), duration: PRODUCT_TOAST_DURATION });
    } catch (error) {
      console.error(error);
      showToast({
        title: t('submissions.dashboard.deleteFailed'),
        description: t('submissions.failedDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    }
    await queryClient.invalidateQueries({ queryKey: ['dashboard', tab.table, userId] });
  }

  return (
    <div className="grid gap-4">
      <div>
        <Button asChild>
          <Link to={tab.submitPath}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t(`submissions.dashboard.submit.${tab.table}`)}
          </Link>
        </Button>
      </div>
      <QueryState
        query={query}
        loadingLabel={t('submissions.dashboard.loading')}
        errorMessage={t('submissions.dashboard.loadFailed')}
        emptyMessage={t('submissions.dashboard.empty')}
      >
        {(rows) => {
          const items = rows.map((row) => {
            // Names fall back across the three scripts (a creator with only a Latin name).
            const title =
              creatorName(
                { name_eng: row.title_en, name_lat: row.title_lat, name_cyr: row.title_sr_cyrl },
                language,
              ) || t('submissions.dashboard.untitled');
            // A draft, or a rejected row, can be fixed and resubmitted; an owned
            // published row is edited through a revision for editors.
            const editable =
              row.status === 'draft' ||
              (row.status === 'rejected' && tab.table !== 'creators') ||
              row.status === 'published';
            const revision = (row.status === 'published' && revisions.data?.get(row.id)) || null;
            return { row, title, editable, revision, linked: linkedId === row.id };
          });
          const scrollTo = (linked: boolean) => (element: HTMLElement | null) => {
            if (element && linked) element.scrollIntoView({ block: 'center' });
          };
          const details = (item: (typeof items)[number]) => (
            <>
              <span className="font-medium [overflow-wrap:anywhere] text-stone-900">
                {item.title}
              </span>
              {item.row.review_note && (
                <p className="mt-1 text-sm text-amber-900">
                  {t('submissions.dashboard.latestDecision', { note: item.row.review_note })}
                </p>
              )}
              {item.revision && <RevisionNote revision={item.revision} />}
              {item.editable && item.row.status === 'rejected' && (
                <p className="mt-1 text-sm text-stone-600">
                  {t('submissions.dashboard.resubmitHint')}
                </p>
              )}
            </>
          );
          const actions = (item: (typeof items)[number]) => (
            <div className="flex flex-wrap gap-2">
              {item.editable ? (
                <Button asChild variant="secondary" size="sm">
                  <Link
                    to={`${tab.editPath}?edit=${encodeURIComponent(item.row.id)}`}
                    aria-label={t('submissions.dashboard.editLabel', { title: item.title })}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    {t('submissions.dashboard.edit')}
                  </Link>
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled
                  aria-label={t('submissions.dashboard.editLabel', { title: item.title })}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  {t('submissions.dashboard.edit')}
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('submissions.dashboard.deleteLabel', { title: item.title })}
                onClick={() => void remove(item.row.id, item.title)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('submissions.dashboard.delete')}
              </Button>
            </div>
          );
          return (
            <>
              {/* On a phone: one card per item (a three-column table squeezes its words into letters). */}
              <ul className="grid gap-3 sm:hidden" data-testid="submission-cards">
                {items.map((item) => (
                  <li
                    key={item.row.id}
                    ref={scrollTo(item.linked)}
                    aria-label={item.title}
                    className={`grid gap-3 rounded-xl border bg-white p-4 shadow-sm ${item.linked ? 'border-serbian-blue-700 bg-serbian-blue-50' : 'border-stone-200'}`}
                  >
                    <div>{details(item)}</div>
                    <div className="flex items-center gap-2 text-sm text-stone-700">
                      <span>{t('submissions.dashboard.columns.status')}:</span>
                      <StatusBadge status={item.row.shown_status} />
                    </div>
                    {actions(item)}
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm sm:block">
                <table className="w-full text-left text-sm">
                  <thead className="bg-stone-50 text-stone-700">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('submissions.dashboard.columns.title')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('submissions.dashboard.columns.status')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('submissions.dashboard.columns.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-200">
                    {items.map((item) => (
                      <tr
                        key={item.row.id}
                        id={`item-${item.row.id}`}
                        ref={scrollTo(item.linked)}
                        className={item.linked ? 'bg-serbian-blue-50' : undefined}
                      >
                        <td className="px-4 py-3">{details(item)}</td>
                        <td className="px-4 py-3 whitespace-nowrap">
                          <StatusBadge status={item.row.shown_status} />
                        </td>
                        <td className="px-4 py-3">{actions(item)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
