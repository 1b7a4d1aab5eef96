import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** SPEC: 'Loading…' in the page's words (e.g. t('news.loading')). */
  loadingLabel: string;
  errorMessage: string;
  /** SPEC: 'No results found' or the list's own empty text. */
  emptyMessage: string;
  /** Whether there is nothing to show; by default, an empty array. */
  isEmpty?: (data: T) => boolean;
  /** Shown while loading instead of the spinner (a skeleton in the shape of the items). */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one switch of a data view: loading, error, empty or the items. A failed
 * refetch keeps the items already on screen (the error toast tells of it).
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorMessage,
  emptyMessage,
  isEmpty = emptyArray,
  placeholder,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return placeholder ?? <LoadingState label={loadingLabel} />;
  if (query.data === undefined) return <ErrorState message={errorMessage} />;
  if (isEmpty(query.data)) return <EmptyState message={emptyMessage} />;
  return children(query.data);
}
