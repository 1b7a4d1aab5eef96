import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localizedField } from '../../../../domain/content-language.ts';
import type { OrganizationCategory } from '../../../../domain/content-categories.ts';
import { routes } from '../../../../domain/routes.ts';
import { ImageWithFallback } from '../../components/image-with-fallback.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { organizationQueryOptions } from './api/organization-query.ts';
import { OrganizationContact } from './organization-contact.tsx';
import { OrganizationEvents } from './organization-events.tsx';
import { organizationPageMeta } from '../../../../domain/seo/organization-page.ts';

/** One published organization (/org/:slug): contact, description, print, upcoming events. */
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
  const name = localizedField(organization, 'name', language);
  const description = localizedField(organization, 'description', language);
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:py-14">
      <PageHead {...organizationPageMeta(organization, language, window.location.origin)} />
      {backLink}
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ImageWithFallback
          src={organization.logo_image_url}
          fallbackSrc="/images/content/library.svg"
          width={96}
          height={96}
          loading="eager"
          className="size-24 shrink-0 rounded-2xl border border-stone-200 bg-serbian-blue-50 object-cover"
        />
        <div className="grid flex-1 gap-1">
          <p className="text-sm font-semibold tracking-wide text-serbian-blue-700 uppercase">
            {t(`organizations.categories.${organization.category as OrganizationCategory}`)}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
            {name}
          </h1>
        </div>
        <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-4" />
          {t('organizations.detail.print')}
        </Button>
      </header>
      {description && (
        <div className="grid max-w-prose gap-4 text-lg leading-relaxed text-stone-800">
          {description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <OrganizationContact organization={organization} />
      <OrganizationEvents organizationId={organization.id} />
    </article>
  );
}
