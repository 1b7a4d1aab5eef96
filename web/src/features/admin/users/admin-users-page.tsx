import { useState } from 'react';
import { StaffTwoFactorGate } from '@/features/auth/index.ts';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { RequireAuth } from '@/components/require-auth.tsx';
import { Input } from '@/components/ui/input.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { AccessDenied } from '../access-denied.tsx';
import { AdminUsersList } from './admin-users-list.tsx';
import { RoleChangesList } from './role-changes-list.tsx';

/** /admin/users: admins list accounts, grant and revoke editor and admin, and see recent changes. */
export function AdminUsersPage() {
  return (
    <RequireAuth>
      <AdminUsers />
    </RequireAuth>
  );
}

function AdminUsers() {
  const { t } = useTranslation();
  const { roles } = useAuth();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const head = (
    <PageHead
      title={t('adminUsers.title')}
      description={t('adminUsers.intro')}
      canonicalPath={routes.adminUsers}
    />
  );
  if (!roles.ready) return <LoadingState label={t('adminUsers.loading')} />;
  if (!roles.isAdmin && roles.staffRole === 'admin') return <StaffTwoFactorGate />;
  if (!roles.isAdmin) {
    return (
      <AccessDenied
        title={t('adminUsers.accessDeniedTitle')}
        text={t('adminUsers.accessDeniedText')}
        backHomeLabel={t('adminUsers.backHome')}
      >
        {head}
      </AccessDenied>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14">
      {head}
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
          {t('adminUsers.title')}
        </h1>
        <p className="text-stone-600">{t('adminUsers.intro')}</p>
      </header>
      <div className="grid gap-2 sm:max-w-md">
        <label htmlFor="admin-users-search" className="text-sm font-medium text-stone-800">
          {t('adminUsers.search')}
        </label>
        <Input
          id="admin-users-search"
          type="search"
          inputMode="email"
          autoComplete="off"
          maxLength={320}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      <AdminUsersList key={settledSearch} search={settledSearch} />
      <RoleChangesList />
    </div>
  );
}
