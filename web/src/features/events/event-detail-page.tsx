import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { eventPageMeta } from '@domain/seo/event-page.ts';
import { BackLink } from '@/components/detail-page/back-link.tsx';
import { DetailNotShown } from '@/components/detail-page/detail-not-shown.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { pageOrigin } from '@/lib/app-config.ts';
import { eventQueryOptions } from './api/event-query.ts';
import { EventView } from './event-view.tsx';

/** One published event (/event/:slug): text, facts, print, tickets, .ics, Event JSON-LD. */
export function EventDetailPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const query = useQuery(eventQueryOptions(slug));
  const backLink = <BackLink to={routes.events}>{t('events.detail.backToEvents')}</BackLink>;

  if (query.isPending) return <LoadingState label={t('events.detail.loading')} />;
  if (query.isError || !query.data) {
    return (
      <DetailNotShown
        failed={query.isError}
        notFoundText={t('events.detail.notFound')}
        errorText={t('events.errorFetching')}
        pageTitle={t('pages.event.title')}
        backLink={backLink}
      />
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
