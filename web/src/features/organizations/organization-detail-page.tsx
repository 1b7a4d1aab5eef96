import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { organizationPageMeta } from '@domain/seo/organization-page.ts';
import { CalendarSubscribeLinks } from '@/components/content/calendar-subscribe-links.tsx';
import { DetailPage } from '@/components/detail-page/detail-page.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { pageOrigin } from '@/lib/app-config.ts';
import { organizationQueryOptions } from '@/api/organization-query.ts';
import { OrganizationAdminBar } from './organization-admin-bar.tsx';
import { OrganizationReportNotice } from './organization-report-notice.tsx';
import { OrganizationView } from '@/components/content/organization/organization-view.tsx';

/**
 * One published organization (/org/:slug): contact, description, print,
 * upcoming events with a calendar feed to subscribe to, report.
 */
export function OrganizationDetailPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const query = useQuery(organizationQueryOptions(slug));
  return (
    <DetailPage
      query={query}
      back={{ to: routes.organizations, label: t('organizations.detail.backToOrganizations') }}
      loadingLabel={t('organizations.detail.loading')}
      notFoundText={t('organizations.detail.notFound')}
      errorText={t('organizations.errorFetching')}
      pageTitle={t('pages.organization.title')}
      width="max-w-4xl"
      head={(organization) =>
        organizationPageMeta(organization, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('organizations.title'),
        })
      }
    >
      {(organization) => (
        <>
          <OrganizationView organization={organization} />
          <OrganizationAdminBar id={organization.id} slug={organization.slug} />
          <CalendarSubscribeLinks
            feedPath={`/org/${encodeURIComponent(organization.slug)}/events.ics`}
          />
          <OrganizationReportNotice slug={organization.slug} />
        </>
      )}
    </DetailPage>
  );
}
