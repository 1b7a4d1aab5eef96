import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { AccessDenied } from './access-denied.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { StaffPageGate } from './staff-page-gate.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { adminCreatorsQueryOptions } from './api/admin-creators.ts';
import { AdminCreatorsTable } from './admin-creators-table.tsx';
import { toastFailure } from './admin-toast.ts';
import { CreateCreatorDialog } from './create-creator-dialog.tsx';

/** Admin creator submissions (/admin/creators): editors and admins; others see Access Denied. */
export function AdminCreatorsPage() {
  const { t } = useTranslation();
  const denied = (
    <AccessDenied
      title={t('admin.creators.accessDeniedTitle')}
      text={t('admin.creators.accessDeniedText')}
      backHomeLabel={t('admin.creators.backHome')}
    >
      <PageHead title={t('admin.creators.title')} canonicalPath={routes.adminCreators} />
    </AccessDenied>
  );
  return (
    <StaffPageGate
      role="editor"
      visitors="denied"
      loadingLabel={t('admin.creators.loading')}
      denied={denied}
    >
      <AdminCreators />
    </StaffPageGate>
  );
}

function AdminCreators() {
  const { t } = useTranslation();
  const { roles } = useAuth();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14">
      <PageHeader
        title={t('admin.creators.title')}
        intro={t('admin.creators.intro')}
        canonicalPath={routes.adminCreators}
        action={roles.isAdmin && <CreateCreatorDialog />}
      />
      <AdminCreatorsList />
    </div>
  );
}

function AdminCreatorsList() {
  const { t } = useTranslation();
  const creators = useQuery(adminCreatorsQueryOptions());
  useEffect(() => {
    if (!creators.error) return;
    console.error('Could not fetch submissions', creators.error);
    toastFailure(t('admin.creators.errorFetching'), creators.error);
  }, [creators.error, t]);
  return (
    <QueryState
      query={creators}
      loadingLabel={t('admin.creators.loading')}
      errorMessage={t('admin.creators.errorFetching')}
      emptyMessage={t('admin.creators.empty')}
    >
      {(rows) => <AdminCreatorsTable creators={rows} />}
    </QueryState>
  );
}
