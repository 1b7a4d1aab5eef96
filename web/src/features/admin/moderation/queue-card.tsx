import type { ReactNode } from 'react';

interface QueueCardProps {
  id: string;
  /** The item's name, for screen readers moving between cards. */
  label: string;
  /** Opened from a mail's link (#item-…): scrolled to and outlined. */
  linked: boolean;
  /** The space between the card's parts (`gap-2`, `gap-3`). */
  gap?: string;
  children: ReactNode;
}

/** One waiting claim, report or revision in the review queue. */
export function QueueCard({ id, label, linked, gap = 'gap-2', children }: QueueCardProps) {
  return (
    <article
      id={`item-${id}`}
      aria-label={label}
      ref={(element) => {
        if (element && linked) element.scrollIntoView({ block: 'start' });
      }}
      className={`grid ${gap} rounded-xl border bg-white p-5 shadow-sm ${linked ? 'border-serbian-blue-700 ring-2 ring-serbian-blue-200' : 'border-stone-200'}`}
    >
      {children}
    </article>
  );
}
