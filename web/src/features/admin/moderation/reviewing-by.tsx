import { Eye } from 'lucide-react';
import { formatTime } from '@domain/format-date.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { ReviewInProgress } from './review-presence.ts';
import { editorName } from '@/components/moderation/decision-conflict.ts';

/** "Being reviewed by Ana since 14:05" on an item another editor has open (0700). */
export function ReviewingBy({ reviewing }: { reviewing: ReviewInProgress | undefined }) {
  const { t, language } = useTranslation();
  if (!reviewing) return null;
  const since = new Date(reviewing.since);
  const pad = (value: number) => String(value).padStart(2, '0');
  // The editor's own clock time of the mark.
  const time = formatTime(`${pad(since.getHours())}:${pad(since.getMinutes())}`, language);
  return (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 ring-inset">
      <Eye aria-hidden="true" className="size-3.5" />
      {t('submissions.moderation.reviewingBy', {
        name: editorName(language, reviewing.editor_name),
        time,
      })}
    </p>
  );
}
