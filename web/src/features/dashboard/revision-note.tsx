import { useTranslation } from '@/lib/use-translation.ts';
import type { MyRevision } from './my-revisions-query.ts';

/** Under a published row: its proposed changes wait for an editor, or the latest decision. */
export function RevisionNote({ revision }: { revision: MyRevision }) {
  const { t } = useTranslation();
  if (revision.status === 'pending_review')
    return (
      <p className="mt-1 text-sm text-serbian-blue-900">
        {t('submissions.dashboard.revisionPending')}
      </p>
    );
  if (revision.status === 'approved')
    return (
      <p className="mt-1 text-sm text-stone-600">{t('submissions.dashboard.revisionApproved')}</p>
    );
  return (
    <p className="mt-1 text-sm text-amber-900">
      {t('submissions.dashboard.revisionRejected', { note: revision.review_note ?? '' })}
    </p>
  );
}
