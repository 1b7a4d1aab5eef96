import type { TFunction } from '@/lib/translator.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { AccessDenied } from '../access-denied.tsx';
import { StaffPageGate } from '../staff-page-gate.tsx';
import { ContactMessageList } from '../contact-messages/contact-message-list.tsx';
import { openContactMessagesCountQueryOptions } from '../contact-messages/contact-message-queries.ts';
import { CondolenceReviewList } from '@/components/condolence-review/condolence-review-list.tsx';
import { condolenceReviewCountQueryOptions } from '@/components/condolence-review/condolence-review-queries.ts';
import { CreatorReviewList } from './creator-review-list.tsx';
import { creatorReviewCountQueryOptions } from './creator-review-queries.ts';
import { ReportReviewList } from './report-review-list.tsx';
import { reportReviewCountQueryOptions } from './report-review-queries.ts';
import { pendingCountQueryOptions } from './moderation-queries.ts';
import { ModerationList } from './moderation-list.tsx';
import { ModerationTabLabel } from './moderation-tab-label.tsx';
import { moderationKinds } from './moderation-tables.ts';
import { revisionCountQueryOptions } from './revision-queries.ts';
import { RevisionReviewList } from './revision-review-list.tsx';

/** /admin: the editors' one review queue for every kind of submission. */
export function ModerationPage() {
  const { t } = useTranslation();
  const denied = (
    <AccessDenied
      title={t('submissions.moderation.accessDenied')}
      text={t('submissions.moderation.accessDeniedText')}
      backHomeLabel={t('submissions.moderation.backHome')}
    />
  );
  return (
    <StaffPageGate role="editor" loadingLabel={t('app.loading')} denied={denied}>
      <ModerationQueue />
    </StaffPageGate>
  );
}

/** The queue's tabs in order: each kind of submission, then the other things editors review. */
function queueTabs(t: TFunction, linkedId: string) {
  return [
    ...moderationKinds.map((kind) => ({
      value: kind.table,
      label: t(`submissions.moderation.tabs.${kind.table}`),
      count: pendingCountQueryOptions(kind.table),
      list: <ModerationList kind={kind} linkedId={linkedId} />,
    })),
    {
      value: 'claims',
      label: t('submissions.moderation.tabs.claims'),
      count: creatorReviewCountQueryOptions('claims'),
      list: <CreatorReviewList linkedId={linkedId} />,
    },
    {
      value: 'reports',
      label: t('submissions.moderation.tabs.reports'),
      count: reportReviewCountQueryOptions(),
      list: <ReportReviewList linkedId={linkedId} />,
    },
    {
      value: 'revisions',
      label: t('submissions.moderation.tabs.revisions'),
      count: revisionCountQueryOptions(),
      list: <RevisionReviewList linkedId={linkedId} />,
    },
    {
      value: 'condolences',
      label: t('condolences.tab'),
      count: condolenceReviewCountQueryOptions(),
      list: <CondolenceReviewList linkedId={linkedId} />,
    },
    {
      value: 'messages',
      label: t('contactMessages.tab'),
      count: openContactMessagesCountQueryOptions(),
      list: <ContactMessageList linkedId={linkedId} />,
    },
  ];
}

function ModerationQueue() {
  const { t } = useTranslation();
  // A mail's link names the tab and the item (domain/review-links.ts).
  const [params] = useSearchParams();
  const linkedTab = params.get('tab') ?? '';
  const tabs = queueTabs(t, params.get('item') ?? '');
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <PageHeader
        title={t('submissions.moderation.title')}
        intro={t('submissions.moderation.intro')}
        canonicalPath={routes.admin}
      />
      <Tabs
        defaultValue={tabs.some((tab) => tab.value === linkedTab) ? linkedTab : 'organizations'}
      >
        <TabsList aria-label={t('submissions.moderation.title')}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              <ModerationTabLabel label={tab.label} count={tab.count} />
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.list}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
