import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * A review queue's data (its rows, or one item's preview) with the queue's
 * loading, error and 'nothing waiting' texts.
 */
export function QueueState<Data>({
  query,
  isEmpty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** Whether nothing waits; by default, an empty list. */
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      loadingLabel={t('submissions.moderation.loading')}
      errorMessage={t('submissions.moderation.loadFailed')}
      emptyMessage={t('submissions.moderation.empty')}
      isEmpty={isEmpty}
    >
      {children}
    </QueryState>
  );
}
