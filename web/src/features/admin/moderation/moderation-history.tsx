import { useTranslation } from '@/lib/use-translation.ts';
import type { ModerationContext } from './moderation-queries.ts';

const known = ['draft', 'pending', 'pending_review', 'published', 'approved', 'rejected'] as const;

/** Who submitted an item, from where, and every decision on it so far (who, when, reason). */
export function ModerationHistory({ context }: { context: ModerationContext | undefined }) {
  const { t } = useTranslation();
  if (!context) return null;
  const status = (value: string | null) =>
    value && (known as readonly string[]).includes(value)
      ? t(`submissions.dashboard.statuses.${value as (typeof known)[number]}`)
      : (value ?? '—');
  return (
    <div className="grid gap-1 text-sm text-stone-700">
      {(context.submitter_email || context.submitter_name) && (
        <p>
          {t('submissions.moderation.submitter', {
            name: context.submitter_name || '—',
            email: context.submitter_email || '—',
          })}
          {context.submitter_ip &&
            ` ${t('submissions.moderation.submitterIp', { ip: context.submitter_ip })}`}
        </p>
      )}
      {context.history.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium text-serbian-blue-700">
            {t('submissions.moderation.history')} ({context.history.length})
          </summary>
          <ol className="mt-1 grid gap-1 pl-4">
            {context.history.map((entry) => (
              <li key={`${entry.at}-${entry.to}`}>
                {t('submissions.moderation.historyEntry', {
                  date: entry.at.slice(0, 16).replace('T', ' '),
                  actor: entry.actor || t('submissions.moderation.system'),
                  from: status(entry.from),
                  to: status(entry.to),
                })}
                {entry.note && (
                  <span className="block text-stone-600">
                    {t('submissions.moderation.historyNote', { note: entry.note })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
