import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { CalendarSubscribeLinks } from '@/components/content/calendar-subscribe-links.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { BackLink } from '@/components/detail-page/back-link.tsx';
import { DetailNotShown } from '@/components/detail-page/detail-not-shown.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { organizationQueryOptions } from './api/organization-query.ts';
import { OrganizationReportNotice } from './organization-report-notice.tsx';
import { OrganizationView } from './organization-view.tsx';
import { organizationPageMeta } from '@domain/seo/organization-page.ts';
import { pageOrigin } from '@/lib/app-config.ts';

/**
 * One published organization (/org/:slug): contact, description, print,
 * upcoming events with a calendar feed to subscribe to, report.
 */
export function OrganizationDetailPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const query = useQuery(organizationQueryOptions(slug));
  const backLink = (
    <BackLink to={routes.organizations}>{t('organizations.detail.backToOrganizations')}</BackLink>
  );

  if (query.isPending) return <LoadingState label={t('organizations.detail.loading')} />;
  if (query.isError || !query.data) {
    return (
      <DetailNotShown
        failed={query.isError}
        notFoundText={t('organizations.detail.notFound')}
        errorText={t('organizations.errorFetching')}
        pageTitle={t('pages.organization.title')}
        backLink={backLink}
      />
    );
  }

  const organization = query.data;
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:py-14">
      <PageHead
        {...organizationPageMeta(organization, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('organizations.title'),
        })}
      />
      {backLink}
      <OrganizationView organization={organization} />
      <CalendarSubscribeLinks
        feedPath={`/org/${encodeURIComponent(organization.slug)}/events.ics`}
      />
      <OrganizationReportNotice slug={organization.slug} />
    </article>
  );
}
