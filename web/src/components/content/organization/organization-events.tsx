import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { EventCardList } from '@/components/content/card-lists.tsx';
import { organizationEventsQueryOptions } from '@/api/organization-query.ts';
import { TitledSection } from '@/components/content/titled-section.tsx';

/** The organization's upcoming events. */
export function OrganizationEvents({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const events = useQuery(organizationEventsQueryOptions(organizationId));
  return (
    <TitledSection
      id="organization-events"
      title={t('organizations.detail.upcomingEvents')}
      className="grid gap-4 print:hidden"
    >
      <QueryState
        query={events}
        loadingLabel={t('events.loading')}
        errorMessage={t('events.errorFetching')}
        emptyMessage={t('organizations.detail.noUpcomingEvents')}
      >
        {(rows) => <EventCardList events={rows} className="grid gap-6 sm:grid-cols-2" />}
      </QueryState>
    </TitledSection>
  );
}
