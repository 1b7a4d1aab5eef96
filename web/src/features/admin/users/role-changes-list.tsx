import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@domain/format-date.ts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { roleChangesQueryOptions } from './admin-users-api.ts';

/** The last 20 grants and revokes (public.user_role_changes, readable by admins only). */
export function RoleChangesList() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const changes = useQuery(roleChangesQueryOptions());
  return (
    <section className="grid gap-3" aria-labelledby="role-changes-title">
      <h2 id="role-changes-title" className="text-xl font-semibold text-stone-900">
        {t('adminUsers.recent.title')}
      </h2>
      {changes.isPending && <LoadingState label={t('adminUsers.loading')} />}
      {changes.isError && <ErrorState message={t('adminUsers.recent.errorFetching')} />}
      {changes.data?.length === 0 && (
        <p className="text-stone-600">{t('adminUsers.recent.empty')}</p>
      )}
      {changes.data && changes.data.length > 0 && (
        <ol className="grid gap-2" data-testid="role-changes">
          {changes.data.map((change) => (
            <li
              key={change.id}
              className="grid gap-0.5 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm sm:flex sm:justify-between sm:gap-4"
            >
              <span className="break-words text-stone-800">
                {t(`adminUsers.recent.${change.action === 'grant' ? 'granted' : 'revoked'}`, {
                  actor: change.actor_label,
                  target: change.target_email,
                  role: t(`adminUsers.roles.${change.role}`),
                })}
              </span>
              <time dateTime={change.created_at} className="shrink-0 text-stone-600">
                {formatDate(change.created_at, language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
