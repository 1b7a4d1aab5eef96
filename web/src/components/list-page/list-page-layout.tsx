import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';

interface ListPageLayoutProps {
  title: string;
  intro: string;
  /** The page's canonical path; the page's head says what the header says. */
  canonicalPath: string;
  /** A button beside the title (e.g. 'Submit'). */
  action?: ReactNode;
  /** Shown under the intro (e.g. the RSS link). */
  headerNote?: ReactNode;
  /** The toolbar, the items and what follows them, spaced evenly. */
  children: ReactNode;
}

/** The frame of a list page (news, events, directories): its width, spacing and header. */
export function ListPageLayout({
  title,
  intro,
  canonicalPath,
  action,
  headerNote,
  children,
}: ListPageLayoutProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14">
      <PageHeader title={title} intro={intro} canonicalPath={canonicalPath} action={action}>
        {headerNote}
      </PageHeader>
      {children}
    </div>
  );
}
