import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { eventQueryOptions } from './api/event-query.ts';
import { EventView } from './event-view.tsx';
import { eventPageMeta } from '@domain/seo/event-page.ts';
import { pageOrigin } from '@/lib/app-config.ts';

/** One published event (/event/:slug): text, facts, print, tickets, .ics, Event JSON-LD. */
export function EventDetailPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const query = useQuery(eventQueryOptions(slug));
  const backLink = (
    <Link
      to={routes.events}
      className="inline-flex items-center gap-2 font-medium text-serbian-blue-700 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('events.detail.backToEvents')}
    </Link>
  );

  if (query.isPending) return <LoadingState label={t('events.detail.loading')} />;
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-14">
        <PageHead title={t('events.detail.notFound')} />
        {backLink}
        <h1 className="sr-only">{t('pages.event.title')}</h1>
        {query.isError ? (
          <ErrorState message={t('events.errorFetching')} />
        ) : (
          <EmptyState message={t('events.detail.notFound')} />
        )}
      </div>
    );
  }

  const event = query.data;
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:py-14">
      <PageHead
        {...eventPageMeta(event, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('events.title'),
        })}
      />
      {backLink}
      <EventView event={event} />
    </article>
  );
}
