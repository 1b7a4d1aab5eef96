import { useState } from 'react';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { AccessDenied } from '../access-denied.tsx';
import { StaffPageGate } from '../staff-page-gate.tsx';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { type UserRoleFilter, userRoleFilters } from './admin-users-api.ts';
import { AdminUsersList } from './admin-users-list.tsx';
import { RoleChangesList } from './role-changes-list.tsx';

/** /admin/users: admins list accounts, grant and revoke editor and admin, and see recent changes. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const denied = (
    <AccessDenied
      title={t('adminUsers.accessDeniedTitle')}
      text={t('adminUsers.accessDeniedText')}
      backHomeLabel={t('adminUsers.backHome')}
    >
      <PageHead title={t('adminUsers.title')} canonicalPath={routes.adminUsers} />
    </AccessDenied>
  );
  return (
    <StaffPageGate role="admin" loadingLabel={t('adminUsers.loading')} denied={denied}>
      <AdminUsers />
    </StaffPageGate>
  );
}

function AdminUsers() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRoleFilter>('');
  const settledSearch = useDebouncedValue(search.trim(), 300);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14">
      <PageHeader
        title={t('adminUsers.title')}
        intro={t('adminUsers.intro')}
        canonicalPath={routes.adminUsers}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <label htmlFor="admin-users-search" className="text-sm font-medium text-stone-800">
            {t('adminUsers.search')}
          </label>
          <Input
            id="admin-users-search"
            type="search"
            autoComplete="off"
            maxLength={320}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </div>
        <LabelledSelect
          id="admin-users-role"
          label={t('adminUsers.roleFilter.label')}
          value={role}
          options={userRoleFilters.map((value) => ({
            value,
            label: t(`adminUsers.roleFilter.${value || 'all'}`),
          }))}
          onChange={(value) => setRole(value as UserRoleFilter)}
        />
      </div>
      {/* A new search or filter starts again at the first page. */}
      <AdminUsersList key={`${settledSearch}|${role}`} search={settledSearch} role={role} />
      <RoleChangesList />
    </div>
  );
}
