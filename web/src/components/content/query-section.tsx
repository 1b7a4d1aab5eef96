import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { SectionHeader } from './section-header.tsx';
import { QueryState } from '@/components/list-page/query-state.tsx';

interface QuerySectionProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  emptyMessage: string;
  errorMessage: string;
  link?: { to: string; label: string };
  renderItems: (items: T[]) => ReactNode;
  /** Shown while loading, best in the shape of the items (no layout shift); a spinner by default. */
  placeholder?: ReactNode;
}

/** A titled block of a query's items (home, city page) with its loading, empty and error states. */
export function QuerySection<T>({
  id,
  title,
  query,
  emptyMessage,
  errorMessage,
  link,
  renderItems,
  placeholder,
}: QuerySectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={title} link={link} />
      <QueryState
        query={query}
        loadingLabel={t('app.loading')}
        errorMessage={errorMessage}
        emptyMessage={emptyMessage}
        placeholder={placeholder}
      >
        {renderItems}
      </QueryState>
    </section>
  );
}
