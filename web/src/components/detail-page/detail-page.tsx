import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHead } from '@/components/page-head.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { BackLink } from './back-link.tsx';
import { DetailNotShown } from './detail-not-shown.tsx';

interface DetailPageProps<T> {
  /** The row by slug: null when there is none. */
  query: UseQueryResult<T | null>;
  /** The way back to the list ("← Back to events"). */
  back: { to: string; label: string };
  loadingLabel: string;
  notFoundText: string;
  errorText: string;
  /** The page's name for screen readers when the row is not shown (pages.<route>.title). */
  pageTitle: string;
  /** The column's width: 'max-w-3xl' for reading, 'max-w-4xl' for facts. */
  width: 'max-w-3xl' | 'max-w-4xl';
  /** The page's head (title, description, JSON-LD) for the row. */
  head: (row: T) => ComponentProps<typeof PageHead>;
  /** What follows the back link. */
  children: (row: T) => ReactNode;
}

/**
 * One published row's page (an event, an article, an organization): loading,
 * the way back and why nothing is shown, or the page's head, the way back and
 * the row.
 */
export function DetailPage<T>(props: DetailPageProps<T>) {
  const { query } = props;
  const backLink = <BackLink to={props.back.to}>{props.back.label}</BackLink>;
  if (query.isPending) return <LoadingState label={props.loadingLabel} />;
  if (query.isError || !query.data) {
    return (
      <DetailNotShown
        failed={query.isError}
        notFoundText={props.notFoundText}
        errorText={props.errorText}
        pageTitle={props.pageTitle}
        backLink={backLink}
      />
    );
  }
  return (
    <article className={`mx-auto grid ${props.width} gap-8 px-4 py-10 sm:py-14`}>
      <PageHead {...props.head(query.data)} />
      {backLink}
      {props.children(query.data)}
    </article>
  );
}
