import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { formatDate } from '@domain/format-date.ts';

interface QueueCardProps {
  id: string;
  /** The item's name, for screen readers moving between cards. */
  label: string;
  /** Opened from a mail's link (#item-…): scrolled to and outlined. */
  linked: boolean;
  /** The space between the card's parts (`gap-2`, `gap-3`). */
  gap?: string;
  /** Focus moved into the card (a button pressed): marks it as being reviewed (0700). */
  onFocus?: () => void;
  children: ReactNode;
}

/** One waiting claim, report or revision in the review queue. */
export function QueueCard({ id, label, linked, gap = 'gap-2', onFocus, children }: QueueCardProps) {
  return (
    <article
      id={`item-${id}`}
      aria-label={label}
      onFocus={onFocus}
      ref={(element) => {
        if (element && linked) element.scrollIntoView({ block: 'start' });
      }}
      className={`grid ${gap} rounded-xl border bg-white p-5 shadow-sm ${linked ? 'border-serbian-blue-700 ring-2 ring-serbian-blue-200' : 'border-stone-200'}`}
    >
      {children}
    </article>
  );
}

/** A queue item's name, linked to its public page when it has one. */
export function QueueItemTitle({ name, to }: { name: string; to: string | null }) {
  return (
    <h3 className="text-lg font-semibold text-stone-900">
      {to ? (
        <Link className="underline" to={to}>
          {name}
        </Link>
      ) : (
        name
      )}
    </h3>
  );
}

/** When the item was sent, and by whom when the queue says so. */
export function SubmittedLine({ date, by }: { date: string; by?: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <p className="text-sm text-stone-600">
      {t('submissions.moderation.submitted', {
        date: formatDate(date, language, { dateStyle: 'medium' }),
      })}
      {by && ` · ${by}`}
    </p>
  );
}
