import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id; the section is named by it (aria-labelledby). */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A content page's section, named by its h2 in the pages' section-title style. */
export function TitledSection({ id, title, className, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold text-serbian-blue-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
