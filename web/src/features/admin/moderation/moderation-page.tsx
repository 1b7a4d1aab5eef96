import { useTranslation } from '@/lib/use-translation.ts';
import { StaffTwoFactorGate } from '@/features/auth/index.ts';
import { useSearchParams } from 'react-router';
import { PageHead } from '@/components/page-head.tsx';
import { RequireAuth } from '@/components/require-auth.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { AccessDenied } from '../access-denied.tsx';
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
  return (
    <RequireAuth>
      <ModerationQueue />
    </RequireAuth>
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
  const { roles } = useAuth();
  // A mail's link names the tab and the item (domain/review-links.ts).
  const [params] = useSearchParams();
  const linkedTab = params.get('tab') ?? '';
  const linkedId = params.get('item') ?? '';
  if (!roles.ready) return <LoadingState label={t('app.loading')} />;
  if (!roles.isEditor && roles.staffRole) return <StaffTwoFactorGate />;
  if (!roles.isEditor) {
    return (
      <AccessDenied
        title={t('submissions.moderation.accessDenied')}
        text={t('submissions.moderation.accessDeniedText')}
        backHomeLabel={t('submissions.moderation.backHome')}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <PageHead title={t('submissions.moderation.title')} canonicalPath="/admin" />
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('submissions.moderation.title')}</h1>
        <p className="text-stone-700">{t('submissions.moderation.intro')}</p>
      </header>
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
