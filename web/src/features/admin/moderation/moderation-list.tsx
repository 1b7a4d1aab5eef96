import { QueueState } from './queue-state.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth-context.ts';
import {
  decide,
  deleteSubmission,
  moderationContextQueryOptions,
  pendingRowsQueryOptions,
  type ModerationDecision,
} from './moderation-queries.ts';
import { ModerationItem } from './moderation-item.tsx';
import type { ModerationKind } from './moderation-tables.ts';

/** The waiting rows of one table with who sent them, their history and their actions. */
export function ModerationList({ kind, linkedId }: { kind: ModerationKind; linkedId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(pendingRowsQueryOptions(kind));
  const ids = (query.data ?? []).map((row) => String(row.id));
  const context = useQuery(moderationContextQueryOptions(kind.table, ids));
  const [busyId, setBusyId] = useState<string | null>(null);
  const { roles } = useAuth();

  async function onDecide(id: string, decision: ModerationDecision) {
    setBusyId(id);
    try {
      await decide(kind.table, id, decision);
      showToast({ title: t('submissions.moderation.updated'), duration: PRODUCT_TOAST_DURATION });
    } catch (error) {
      console.error(error);
      showToast({
        title: t('submissions.moderation.updateFailed'),
        description: t('submissions.failedDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: ['moderation', kind.table] });
    }
  }

  async function onDelete(id: string) {
    setBusyId(id);
    try {
      await deleteSubmission(kind.table, id);
      showToast({ title: t('submissions.moderation.deleted'), duration: PRODUCT_TOAST_DURATION });
    } catch (error) {
      console.error(error);
      showToast({
        title: t('submissions.moderation.deleteFailed'),
        description: t('submissions.failedDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: ['moderation', kind.table] });
    }
  }

  return (
    <QueueState query={query}>
      {(rows) => (
        <div className="grid gap-4">
          <p className="text-sm text-stone-600">{t('submissions.moderation.keyboardHint')}</p>
          {rows.map((row) => (
            <ModerationItem
              key={String(row.id)}
              kind={kind}
              row={row}
              context={context.data?.get(String(row.id))}
              linked={linkedId === String(row.id)}
              busy={busyId === row.id}
              onDecide={(decision) => void onDecide(String(row.id), decision)}
              onDelete={roles.isAdmin ? () => void onDelete(String(row.id)) : undefined}
            />
          ))}
        </div>
      )}
    </QueueState>
  );
}
