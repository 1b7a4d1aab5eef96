import { useState } from 'react';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { AccessDenied } from '../access-denied.tsx';
import { StaffPageGate } from '../staff-page-gate.tsx';
import { ActivityFiltersBar } from './activity-filters-bar.tsx';
import { ActivityList } from './activity-list.tsx';
import type { ActivityFilters } from './activity-queries.ts';

/** /admin/activity: who decided what and when, for editors and admins (decision_log, 0870). */
export function AdminActivityPage() {
  const { t } = useTranslation();
  const denied = (
    <AccessDenied
      title={t('admin.creators.accessDeniedTitle')}
      text={t('admin.creators.accessDeniedText')}
      backHomeLabel={t('admin.creators.backHome')}
    >
      <PageHead title={t('admin.activity.title')} canonicalPath={routes.adminActivity} />
    </AccessDenied>
  );
  return (
    <StaffPageGate role="editor" loadingLabel={t('admin.activity.loading')} denied={denied}>
      <AdminActivity />
    </StaffPageGate>
  );
}

function AdminActivity() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ActivityFilters>({ search: '', decision: '', kind: '' });
  const search = useDebouncedValue(filters.search.trim(), 300);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:py-14">
      <PageHeader
        title={t('admin.activity.title')}
        intro={t('admin.activity.intro')}
        canonicalPath={routes.adminActivity}
      />
      <ActivityFiltersBar filters={filters} onChange={setFilters} />
      {/* A new filter starts again at the first page. */}
      <ActivityList key={JSON.stringify({ ...filters, search })} filters={{ ...filters, search }} />
    </div>
  );
}
