import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { AccessDenied } from './access-denied.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { StaffPageGate } from './staff-page-gate.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import {
  type AdminCreatorsFilters,
  adminCreatorsPageSize,
  adminCreatorsQueryOptions,
  creatorStatuses,
} from './api/admin-creators.ts';
import { pageCount } from '@domain/pagination-window.ts';
import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { ListPager } from './list-pager.tsx';
import { creatorName } from '@domain/creator-display.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { BulkBar } from './moderation/bulk-bar.tsx';
import { RefusalNotice } from './moderation/refusal-notice.tsx';
import { useBulkDecisions } from './moderation/use-bulk-decisions.ts';
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
  const [filters, setFilters] = useState<AdminCreatorsFilters>({ search: '', status: '' });
  const search = useDebouncedValue(filters.search.trim(), 300);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <SearchField
          id="admin-creators-search"
          label={t('admin.list.search')}
          value={filters.search}
          onChange={(text) => setFilters({ ...filters, search: text })}
        />
        <LabelledSelect
          id="admin-creators-status"
          label={t('admin.creators.columns.status')}
          value={filters.status}
          options={[
            { value: '', label: t('admin.list.all') },
            ...creatorStatuses.map((value) => ({
              value,
              label: t(`admin.creators.statuses.${value}`),
            })),
          ]}
          onChange={(status) =>
            setFilters({ ...filters, status: status as AdminCreatorsFilters['status'] })
          }
        />
      </div>
      {/* A new filter starts again at the first page. */}
      <AdminCreatorsPages
        key={`${search}|${filters.status}`}
        filters={{ search, status: filters.status }}
      />
    </div>
  );
}

function AdminCreatorsPages({ filters }: { filters: AdminCreatorsFilters }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const creators = useQuery(adminCreatorsQueryOptions(filters, page));
  const bulk = useBulkDecisions(['creators']);
  const language = useContentLanguage();

  /** Publishes the selected profiles, each naming the version the table showed (decide_many). */
  function publishSelected() {
    const rows = (creators.data?.rows ?? []).filter((row) => bulk.selected.has(row.id));
    const names = new Map(rows.map((row) => [row.id, creatorName(row, language) || row.slug]));
    void bulk.send(
      rows.map((row) => ({
        kind: 'submission',
        table: 'creators',
        id: row.id,
        decision: 'published',
        seen_updated_at: row.updated_at,
      })),
      (id) => names.get(id) ?? id,
    );
  }
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
      isEmpty={(data) => data.rows.length === 0}
    >
      {({ rows, total }) => (
        <div className="grid gap-4">
          <p className="text-sm text-stone-600" role="status">
            {t('admin.list.shown', { count: total })}
          </p>
          <RefusalNotice messages={bulk.refusals} />
          <AdminCreatorsTable
            creators={rows}
            selected={bulk.selected}
            onSelect={bulk.toggle}
            onSelectAll={(on) => (on ? bulk.selectAll(rows.map((row) => row.id)) : bulk.clear())}
          />
          <ListPager page={page} pages={pageCount(total, adminCreatorsPageSize)} onPage={setPage} />
          <BulkBar
            id="admin-creators"
            count={bulk.selected.size}
            busy={bulk.busy}
            approveLabel={t('admin.bulk.publish')}
            onApprove={publishSelected}
            onClear={bulk.clear}
          />
        </div>
      )}
    </QueryState>
  );
}
