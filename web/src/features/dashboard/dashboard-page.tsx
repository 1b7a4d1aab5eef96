import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { PageHead } from '@/components/page-head.tsx';
import { RequireAuth } from '@/components/require-auth.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { CondolenceReviewList } from '@/components/condolence-review/condolence-review-list.tsx';
import { OrganizationsIRun } from './organizations-i-run.tsx';
import { dashboardTabs } from './dashboard-tabs.ts';
import { MySubmissionsTable } from './my-submissions-table.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { twoFactorTab } from '@/components/two-factor/staff-two-factor-gate.tsx';
import { TwoFactorSection } from '@/components/two-factor/two-factor-section.tsx';

/** /dashboard: the signed-in person's own submissions and profile (SPEC §2). */
export function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // A mail's link names the tab and the item (domain/review-links.ts).
  const [params] = useSearchParams();
  const linkedTab = params.get('tab') ?? '';
  const linkedId = params.get('item') ?? '';
  if (!user) return null;
  const tabNames: string[] = [
    ...dashboardTabs.map((tab) => tab.table),
    'condolences',
    'profile',
    twoFactorTab,
  ];
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <PageHead title={t('submissions.dashboard.title')} canonicalPath="/dashboard" />
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('submissions.dashboard.title')}</h1>
        <p className="text-stone-700">
          {t('submissions.dashboard.greeting', { email: user.email ?? '' })}
        </p>
      </header>
      <Tabs defaultValue={tabNames.includes(linkedTab) ? linkedTab : 'organizations'}>
        <TabsList aria-label={t('submissions.dashboard.title')}>
          {dashboardTabs.map((tab) => (
            <TabsTrigger key={tab.table} value={tab.table}>
              {t(`submissions.dashboard.tabs.${tab.table}`)}
            </TabsTrigger>
          ))}
          <TabsTrigger value="condolences">{t('condolences.tab')}</TabsTrigger>
          <TabsTrigger value="profile">{t('submissions.dashboard.tabs.profile')}</TabsTrigger>
          <TabsTrigger value={twoFactorTab}>{t('twoFactor.tab')}</TabsTrigger>
        </TabsList>
        {dashboardTabs.map((tab) => (
          <TabsContent key={tab.table} value={tab.table}>
            {tab.table === 'organizations' && <OrganizationsIRun userId={user.id} />}
            <MySubmissionsTable tab={tab} userId={user.id} linkedId={linkedId} />
          </TabsContent>
        ))}
        <TabsContent value="condolences">
          <h2 className="mb-4 text-xl font-semibold text-stone-900">
            {t('condolences.review.heading')}
          </h2>
          <CondolenceReviewList linkedId={linkedId} submitterId={user.id} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value={twoFactorTab}>
          <TwoFactorSection />
        </TabsContent>
      </Tabs>
    </div>
  );
}
