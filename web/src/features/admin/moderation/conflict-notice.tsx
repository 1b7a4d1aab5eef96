import { useTranslation } from '@/lib/use-translation.ts';

/** Who decided first, above the queue, after a decision was refused (use-moderation-action.ts). */
export function ConflictNotice({ message }: { message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{t('submissions.moderation.conflictTitle')}</p>
      <p>{message}</p>
    </div>
  );
}
