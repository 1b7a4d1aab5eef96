import type { ReactNode } from 'react';
import { PageHead } from '@/components/page-head.tsx';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /**
   * The page's canonical path: given, the page's head (title, description,
   * canonical link) says what the header says.
   */
  canonicalPath?: string;
  /** Shown under the intro (an RSS link, a note). */
  children?: ReactNode;
  /** A button beside the title on wide screens (e.g. 'Submit'), under it on narrow ones. */
  action?: ReactNode;
}

/** A page's h1 and intro, the same on every list and content page. */
export function PageHeader({ title, intro, canonicalPath, children, action }: PageHeaderProps) {
  const text = (
    <div className="grid gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
        {title}
      </h1>
      {intro && <p className="max-w-2xl text-lg text-stone-600">{intro}</p>}
      {children}
    </div>
  );
  return (
    <>
      {canonicalPath && (
        <PageHead title={title} description={intro} canonicalPath={canonicalPath} />
      )}
      {action ? (
        <header className="flex flex-wrap items-end justify-between gap-4">
          {text}
          <div className="shrink-0">{action}</div>
        </header>
      ) : (
        <header>{text}</header>
      )}
    </>
  );
}
