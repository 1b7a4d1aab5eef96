import { useQuery } from '@tanstack/react-query';
import { StaffTwoFactorGate } from '../auth/index.ts';
import { useEffect } from 'react';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { AccessDenied } from './access-denied.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { adminCreatorsQueryOptions } from './api/admin-creators.ts';
import { AdminCreatorsTable } from './admin-creators-table.tsx';
import { toastFailure } from './admin-toast.ts';
import { CreateCreatorDialog } from './create-creator-dialog.tsx';

/** Admin creator submissions (/admin/creators): editors and admins; others see Access Denied. */
export function AdminCreatorsPage() {
  const { t } = useTranslation();
  const { ready, session, roles } = useAuth();
  const head = (
    <PageHead
      title={t('admin.creators.title')}
      description={t('admin.creators.intro')}
      canonicalPath={routes.adminCreators}
    />
  );
  if (!ready || (session && !roles.ready))
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        {head}
        <LoadingState label={t('admin.creators.loading')} />
      </div>
    );
  if (!roles.isEditor && roles.staffRole) return <StaffTwoFactorGate />;
  if (!roles.isEditor)
    return (
      <AccessDenied
        title={t('admin.creators.accessDeniedTitle')}
        text={t('admin.creators.accessDeniedText')}
        backHomeLabel={t('admin.creators.backHome')}
      >
        {head}
      </AccessDenied>
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14">
      {head}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
            {t('admin.creators.title')}
          </h1>
          <p className="text-stone-600">{t('admin.creators.intro')}</p>
        </div>
        {roles.isAdmin && <CreateCreatorDialog />}
      </header>
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
