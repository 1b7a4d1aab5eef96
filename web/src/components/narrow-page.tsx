import type { ReactNode } from 'react';
import { PageHead } from './page-head.tsx';

interface NarrowPageProps {
  title: string;
  /** The page's meta description; none for pages reached only from a mail. */
  description?: string;
  canonicalPath: string;
  /** A line under the title. */
  intro?: string;
  children: ReactNode;
}

/**
 * A short one-column page (a claim, a link from a mail, newsletter
 * settings): its head, its h1 and what follows.
 */
export function NarrowPage({
  title,
  description,
  canonicalPath,
  intro,
  children,
}: NarrowPageProps) {
  const heading = (
    <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">{title}</h1>
  );
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <PageHead title={title} description={description} canonicalPath={canonicalPath} />
      {intro ? (
        <header className="grid gap-2">
          {heading}
          <p className="text-stone-700">{intro}</p>
        </header>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
