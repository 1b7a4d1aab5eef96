import { LabelledSelect } from '@/components/list-page/labelled-select.tsx';
import { SearchField } from '@/components/list-page/search-field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  type ActivityDecision,
  type ActivityFilters,
  type ActivityKind,
  activityDecisions,
  activityKinds,
} from './activity-queries.ts';

interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
}

/** Search by item or editor, and the decision and kind filters; stacked on a phone. */
export function ActivityFiltersBar({ filters, onChange }: ActivityFiltersBarProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('admin.list.all') };
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SearchField
        id="activity-search"
        label={t('admin.activity.searchLabel')}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <LabelledSelect
        id="activity-decision"
        label={t('admin.activity.decision')}
        value={filters.decision}
        options={[
          all,
          ...activityDecisions.map((value) => ({
            value,
            label: t(`admin.activity.decisions.${value}`),
          })),
        ]}
        onChange={(value) => onChange({ ...filters, decision: value as ActivityDecision | '' })}
      />
      <LabelledSelect
        id="activity-kind"
        label={t('admin.activity.kind')}
        value={filters.kind}
        options={[
          all,
          ...(Object.keys(activityKinds) as ActivityKind[]).map((value) => ({
            value,
            label: t(`submissions.moderation.tabs.${value}`),
          })),
        ]}
        onChange={(value) => onChange({ ...filters, kind: value as ActivityKind | '' })}
      />
    </div>
  );
}
