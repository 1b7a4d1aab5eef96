import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { useAuth } from '../lib/auth-context.ts';
import { throwIfError } from '../lib/data-error.ts';

const waiting = [
  ['organizations', 'pending_review'],
  ['events', 'pending_review'],
  ['news', 'pending_review'],
  ['memorials', 'pending_review'],
  ['businesses', 'pending_review'],
  ['creators', 'pending_review'],
  ['creator_claims', 'pending_admin_review'],
  ['creator_reports', 'open'],
  ['content_reports', 'open'],
] as const;

/** Everything waiting for an editor, summed over the queue's tabs. */
function waitingCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['moderation', 'total', userId],
    meta: { errorToast: false },
    queryFn: async (): Promise<number> => {
      const { supabase } = await import('../lib/supabase-client.ts');
      const counts = await Promise.all(
        waiting.map(async ([table, status]) => {
          const { count, error } = await supabase
            .from(table)
            .select('id', { count: 'exact', head: true })
            .eq('status', status);
          throwIfError(error);
          return count ?? 0;
        }),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
  });
}

/** Header badge for editors: a link to /admin with the number of items waiting. */
export function ReviewQueueBadge() {
  const { t } = useTranslation();
  const { user, roles } = useAuth();
  const total = useQuery({
    ...waitingCountQueryOptions(user?.id ?? ''),
    enabled: user !== null && roles.isEditor,
  });
  if (!user || !roles.isEditor || total.data === undefined) return null;
  return (
    <Link
      to={routes.admin}
      aria-label={t('nav.reviewQueueBadge', { count: total.data })}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
    >
      <ClipboardCheck aria-hidden="true" className="size-5" />
      {total.data > 0 && (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-heritage-red-600 px-1 text-center text-xs font-semibold text-white">
          {total.data}
        </span>
      )}
    </Link>
  );
}
