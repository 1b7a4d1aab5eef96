import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../components/content/section-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';

interface CitySectionProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  emptyMessage: string;
  errorMessage: string;
  link: { to: string; label: string };
  renderItems: (items: T[]) => ReactNode;
}

/** One block of the city page (organizations, events, news) with its loading, empty and error states. */
export function CitySection<T>({
  id,
  title,
  query,
  emptyMessage,
  errorMessage,
  link,
  renderItems,
}: CitySectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={title} link={link} />
      {query.isPending ? (
        <LoadingState label={t('app.loading')} />
      ) : query.isError ? (
        <ErrorState message={errorMessage} />
      ) : query.data.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        renderItems(query.data)
      )}
    </section>
  );
}
