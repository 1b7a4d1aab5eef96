import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { routePath, routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { RequireAuth } from '@/components/require-auth.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { managedOrganizationQueryOptions, type ManagedOrganization } from './manage-queries.ts';
import { OrganizationAdminsSection } from './organization-admins-section.tsx';
import { OrganizationCalendarSection } from './organization-calendar-section.tsx';
import { OrganizationEventsSection } from './organization-events-section.tsx';
import { OrganizationInvitesSection } from './organization-invites-section.tsx';

/**
 * /org/:slug/manage: an organization's admins run it here (decision 029):
 * its admins, waiting invitations and a form to invite a co-admin, its
 * events with their states, its calendar feed (decision 033), links to post
 * an event and to edit the page.
 */
export function OrganizationManagePage() {
  return (
    <RequireAuth>
      <ManageOrganization />
    </RequireAuth>
  );
}

function ManageOrganization() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useQuery(managedOrganizationQueryOptions(slug));
  const canonicalPath = routePath('organizationManage', { slug });
  const frame = (body: React.ReactNode, title = t('organizations.title')) => (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <PageHead title={title} canonicalPath={canonicalPath} />
      {body}
    </div>
  );
  if (query.isPending) return frame(<LoadingState label={t('organizationAdmin.manage.loading')} />);
  if (query.isError) return frame(<Notice text={t('organizationAdmin.manage.loadFailed')} />);
  if (!query.data) return frame(<Notice text={t('organizationAdmin.manage.notFound')} />);
  if (!query.data.isAdmin) return frame(<Notice text={t('organizationAdmin.manage.notAdmin')} />);
  return <ManageSections organization={query.data.organization} frame={frame} />;
}

function ManageSections({
  organization,
  frame,
}: {
  organization: ManagedOrganization;
  frame: (body: React.ReactNode, title?: string) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const name = localizedField(organization, 'name', language);
  const title = t('organizationAdmin.manage.title', { name });
  return frame(
    <>
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words text-serbian-blue-900">
          {title}
        </h1>
        <p className="text-stone-700">
          {organization.trusted
            ? t('organizationAdmin.manage.trusted')
            : t('organizationAdmin.manage.notTrusted')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`${routes.eventsSubmit}?organization=${encodeURIComponent(organization.id)}`}>
              {t('organizationAdmin.manage.postEvent')}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={`${routes.organizationsSubmit}?edit=${encodeURIComponent(organization.id)}`}>
              {t('organizationAdmin.manage.editPage')}
            </Link>
          </Button>
          {organization.status === 'published' && (
            <Button asChild variant="ghost">
              <Link to={routePath('organization', { slug: organization.slug })}>
                {t('organizationAdmin.manage.viewPage')}
              </Link>
            </Button>
          )}
        </div>
        {organization.status === 'published' && (
          <p className="text-sm text-stone-600">{t('organizationAdmin.manage.editPageHint')}</p>
        )}
      </header>
      <OrganizationEventsSection organization={organization} />
      <OrganizationCalendarSection organization={organization} />
      <OrganizationAdminsSection organization={organization} />
      <OrganizationInvitesSection organization={organization} />
    </>,
    title,
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      {text}
    </p>
  );
}
