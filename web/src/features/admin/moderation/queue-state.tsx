import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

/** A review queue's rows with the queue's loading, error and 'nothing waiting' texts. */
export function QueueState<Row>({
  query,
  children,
}: {
  query: UseQueryResult<Row[]>;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      loadingLabel={t('submissions.moderation.loading')}
      errorMessage={t('submissions.moderation.loadFailed')}
      emptyMessage={t('submissions.moderation.empty')}
    >
      {children}
    </QueryState>
  );
}
