import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@domain/format-date.ts';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  type AdminUserRow,
  adminUsersPageSize,
  adminUsersQueryOptions,
  type UserRoleFilter,
} from './admin-users-api.ts';
import { managedRoles, pageCount } from './user-role-rules.ts';
import { UserRoleButtons } from './user-role-buttons.tsx';

/** One page of accounts as cards (stacked on phones), with previous / next. */
export function AdminUsersList({ search, role }: { search: string; role: UserRoleFilter }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const users = useQuery(adminUsersQueryOptions(search, page, role));
  if (users.isPending) return <LoadingState label={t('adminUsers.loading')} />;
  if (users.isError) return <ErrorState message={t('adminUsers.errorFetching')} />;
  if (users.data.length === 0) return <EmptyState message={t('adminUsers.empty')} />;
  const first = users.data[0]!;
  const pages = pageCount(Number(first.total_count), adminUsersPageSize);
  return (
    <section className="grid gap-4" aria-label={t('adminUsers.title')}>
      <ul className="grid gap-3">
        {users.data.map((user) => (
          <UserCard key={user.id} user={user} adminCount={Number(user.admin_count)} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            disabled={page === 0}
            onClick={() => setPage((current) => current - 1)}
          >
            {t('adminUsers.previous')}
          </Button>
          <span className="text-sm text-stone-700">
            {t('adminUsers.pageOf', { page: page + 1, pages })}
          </span>
          <Button
            variant="secondary"
            disabled={page + 1 >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            {t('adminUsers.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function UserCard({ user, adminCount }: { user: AdminUserRow; adminCount: number }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const userRoles = managedRoles.filter((role) => user.roles.includes(role));
  return (
    <li
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="admin-user"
    >
      <div className="grid min-w-0 gap-1">
        <p className="truncate font-semibold text-stone-900">{user.email}</p>
        {user.full_name && <p className="truncate text-sm text-stone-700">{user.full_name}</p>}
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <span
            className={
              user.confirmed
                ? 'rounded-full bg-green-100 px-2 py-0.5 text-green-900'
                : 'rounded-full bg-amber-100 px-2 py-0.5 text-amber-900'
            }
          >
            {user.confirmed ? t('adminUsers.confirmed') : t('adminUsers.unconfirmed')}
          </span>
          {userRoles.length === 0 ? (
            <span>{t('adminUsers.noRoles')}</span>
          ) : (
            userRoles.map((role) => (
              <span
                key={role}
                className="rounded-full bg-serbian-blue-50 px-2 py-0.5 text-serbian-blue-800"
              >
                {t(`adminUsers.roles.${role}`)}
              </span>
            ))
          )}
          <span>
            {t('adminUsers.joined', {
              date: formatDate(user.created_at, language, { dateStyle: 'medium' }),
            })}
          </span>
        </p>
      </div>
      <UserRoleButtons user={user} adminCount={adminCount} />
    </li>
  );
}
