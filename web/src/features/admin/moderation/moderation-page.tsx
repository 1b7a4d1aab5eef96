import { useTranslation } from '@/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { AccessDenied } from '../access-denied.tsx';
import { StaffPageGate } from '../staff-page-gate.tsx';
import { ContactMessageList } from '../contact-messages/contact-message-list.tsx';
import { openContactMessagesCountQueryOptions } from '../contact-messages/contact-message-queries.ts';
import {
  CondolenceReviewList,
  condolenceReviewCountQueryOptions,
} from '@/features/memorials/index.ts';
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

const tabNames: readonly string[] = [
  ...moderationKinds.map((kind) => kind.table),
  'claims',
  'reports',
  'revisions',
  'condolences',
  'messages',
];

function ModerationQueue() {
  const { t } = useTranslation();
  // A mail's link names the tab and the item (domain/review-links.ts).
  const [params] = useSearchParams();
  const linkedTab = params.get('tab') ?? '';
  const linkedId = params.get('item') ?? '';
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <PageHeader
        title={t('submissions.moderation.title')}
        intro={t('submissions.moderation.intro')}
        canonicalPath="/admin"
      />
      <Tabs defaultValue={tabNames.includes(linkedTab) ? linkedTab : 'organizations'}>
        <TabsList aria-label={t('submissions.moderation.title')}>
          {moderationKinds.map((kind) => (
            <TabsTrigger key={kind.table} value={kind.table}>
              <ModerationTabLabel
                label={t(`submissions.moderation.tabs.${kind.table}`)}
                count={pendingCountQueryOptions(kind.table)}
              />
            </TabsTrigger>
          ))}
          <TabsTrigger value="claims">
            <ModerationTabLabel
              label={t('submissions.moderation.tabs.claims')}
              count={creatorReviewCountQueryOptions('claims')}
            />
          </TabsTrigger>
          <TabsTrigger value="reports">
            <ModerationTabLabel
              label={t('submissions.moderation.tabs.reports')}
              count={reportReviewCountQueryOptions()}
            />
          </TabsTrigger>
          <TabsTrigger value="revisions">
            <ModerationTabLabel
              label={t('submissions.moderation.tabs.revisions')}
              count={revisionCountQueryOptions()}
            />
          </TabsTrigger>
          <TabsTrigger value="condolences">
            <ModerationTabLabel
              label={t('condolences.tab')}
              count={condolenceReviewCountQueryOptions()}
            />
          </TabsTrigger>
          <TabsTrigger value="messages">
            <ModerationTabLabel
              label={t('contactMessages.tab')}
              count={openContactMessagesCountQueryOptions()}
            />
          </TabsTrigger>
        </TabsList>
        {moderationKinds.map((kind) => (
          <TabsContent key={kind.table} value={kind.table}>
            <ModerationList kind={kind} linkedId={linkedId} />
          </TabsContent>
        ))}
        <TabsContent value="claims">
          <CreatorReviewList linkedId={linkedId} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportReviewList linkedId={linkedId} />
        </TabsContent>
        <TabsContent value="revisions">
          <RevisionReviewList linkedId={linkedId} />
        </TabsContent>
        <TabsContent value="condolences">
          <CondolenceReviewList linkedId={linkedId} />
        </TabsContent>
        <TabsContent value="messages">
          <ContactMessageList linkedId={linkedId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
