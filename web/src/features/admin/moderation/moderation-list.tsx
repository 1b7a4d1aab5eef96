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
import { useModerationAction } from './use-moderation-action.ts';
import type { ModerationKind } from './moderation-tables.ts';

/** The waiting rows of one table with who sent them, their history and their actions. */
export function ModerationList({ kind, linkedId }: { kind: ModerationKind; linkedId: string }) {
  const { t } = useTranslation();
  const query = useQuery(pendingRowsQueryOptions(kind));
  const ids = (query.data ?? []).map((row) => String(row.id));
  const context = useQuery(moderationContextQueryOptions(kind.table, ids));
  const { busyId, run } = useModerationAction();
  const { roles } = useAuth();

  const decideOn = (id: string, decision: ModerationDecision) =>
    run(id, async () => {
      await decide(kind.table, id, decision);
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
              onDecide={(decision) => void decideOn(String(row.id), decision)}
              onDelete={roles.isAdmin ? () => void remove(String(row.id)) : undefined}
            />
          ))}
        </div>
      )}
    </QueueState>
  );
}
