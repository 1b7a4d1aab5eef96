import { QueueState } from './queue-state.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAuth } from '@/lib/auth-context.ts';
import {
  decide,
  deleteSubmission,
  moderationContextQueryOptions,
  pendingRowsQueryOptions,
  type ModerationDecision,
} from './moderation-queries.ts';
import { ModerationItem } from './moderation-item.tsx';
import { useModerationAction } from '@/components/moderation/use-moderation-action.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { markReviewing, reviewsInProgressQueryOptions } from './review-presence.ts';
import type { ModerationKind } from './moderation-tables.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { ListPager } from '../list-pager.tsx';
import { QueueListControls } from '../queue-list-controls.tsx';
import { useListWindow } from '../use-list-window.ts';
import { BulkBar } from './bulk-bar.tsx';
import type { BulkItem } from './bulk-decisions.ts';
import { RefusalNotice } from './refusal-notice.tsx';
import { useBulkDecisions } from './use-bulk-decisions.ts';

/** The waiting rows of one table with who sent them, their history and their actions. */
export function ModerationList({ kind, linkedId }: { kind: ModerationKind; linkedId: string }) {
  const { t } = useTranslation();
  const query = useQuery(pendingRowsQueryOptions(kind));
  const ids = (query.data ?? []).map((row) => String(row.id));
  const context = useQuery(moderationContextQueryOptions(kind.table, ids));
  const presence = useQuery(reviewsInProgressQueryOptions(kind.table));
  const { busyId, run, conflict } = useModerationAction();
  const { roles } = useAuth();
  const language = useContentLanguage();
  const bulk = useBulkDecisions();
  const titleOf = (row: Record<string, unknown>) => kind.title(row, language);
  const list = useListWindow(query.data ?? [], titleOf);
  const pageIds = list.visible.map((row) => String(row.id));

  /** The selected rows of this tab, each with the version the queue read. */
  function decideSelected(decision: 'published' | 'rejected', note?: string) {
    const rows = (query.data ?? []).filter((row) => bulk.selected.has(String(row.id)));
    const items: BulkItem[] = rows.map((row) => ({
      kind: 'submission',
      table: kind.table,
      id: String(row.id),
      decision,
      seen_updated_at: String(row.updated_at),
      ...(note === undefined ? {} : { note }),
    }));
    const titles = new Map(rows.map((row) => [String(row.id), titleOf(row)]));
    void bulk.send(items, (id) => titles.get(id) ?? id);
  }

  const decideOn = (row: Record<string, unknown>, decision: ModerationDecision) =>
    run(String(row.id), async () => {
      await decide(kind.table, row, decision);
      return t('submissions.moderation.updated');
    });
  const remove = (id: string) =>
    run(
      id,
      async () => {
        await deleteSubmission(kind.table, id);
        return t('submissions.moderation.deleted');
      },
      t('submissions.moderation.deleteFailed'),
    );

  return (
    <QueueState query={query}>
      {() => (
        <div className="grid gap-4">
          <ConflictNotice message={conflict} />
          <RefusalNotice messages={bulk.refusals} />
          <QueueListControls
            id={`queue-${kind.table}`}
            search={list.search}
            onSearch={list.setSearch}
            total={list.total}
            {...bulk.pageSelection(pageIds)}
          />
          <p className="text-sm text-stone-600">{t('submissions.moderation.keyboardHint')}</p>
          {list.visible.map((row) => (
            <ModerationItem
              key={String(row.id)}
              kind={kind}
              row={row}
              context={context.data?.get(String(row.id))}
              linked={linkedId === String(row.id)}
              busy={busyId === row.id}
              reviewing={presence.data?.get(String(row.id))}
              onOpen={() => markReviewing(kind.table, String(row.id))}
              onDecide={(decision) => void decideOn(row, decision)}
              onDelete={roles.isAdmin ? () => void remove(String(row.id)) : undefined}
              selected={bulk.selected.has(String(row.id))}
              onSelect={(on) => bulk.toggle(String(row.id), on)}
            />
          ))}
          <ListPager page={list.page} pages={list.pages} onPage={list.setPage} />
          <BulkBar
            id={`queue-${kind.table}`}
            count={bulk.selected.size}
            busy={bulk.busy}
            approveLabel={t('admin.bulk.publish')}
            onApprove={() => decideSelected('published')}
            {...(kind.canReject
              ? { onReject: (reason: string) => decideSelected('rejected', reason) }
              : {})}
            onClear={bulk.clear}
          />
        </div>
      )}
    </QueueState>
  );
}
