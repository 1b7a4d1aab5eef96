import type { ReactNode } from 'react';
import { PageHead } from '@/components/page-head.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';

interface DetailNotShownProps {
  /** The read failed (error text) rather than found nothing (not-found text). */
  failed: boolean;
  notFoundText: string;
  errorText: string;
  /** The page's name for screen readers: the page keeps an h1 (pages.<route>.title). */
  pageTitle: string;
  backLink: ReactNode;
}

/** A detail page whose row did not load or does not exist: the way back and the reason. */
export function DetailNotShown(props: DetailNotShownProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-14">
      <PageHead title={props.notFoundText} />
      {props.backLink}
      <h1 className="sr-only">{props.pageTitle}</h1>
      {props.failed ? (
        <ErrorState message={props.errorText} />
      ) : (
        <EmptyState message={props.notFoundText} />
      )}
    </div>
  );
}
