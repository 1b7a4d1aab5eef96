import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { CalendarSubscribeLinks } from '@/components/content/calendar-subscribe-links.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
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
    <Link
      to={routes.organizations}
      className="inline-flex items-center gap-2 font-medium text-serbian-blue-700 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('organizations.detail.backToOrganizations')}
    </Link>
  );

  if (query.isPending) return <LoadingState label={t('organizations.detail.loading')} />;
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-14">
        <PageHead title={t('organizations.detail.notFound')} />
        {backLink}
        <h1 className="sr-only">{t('pages.organization.title')}</h1>
        {query.isError ? (
          <ErrorState message={t('organizations.errorFetching')} />
        ) : (
          <EmptyState message={t('organizations.detail.notFound')} />
        )}
      </div>
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
