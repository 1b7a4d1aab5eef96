import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { eventPageMeta } from '@domain/seo/event-page.ts';
import { DetailPage } from '@/components/detail-page/detail-page.tsx';
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
  return (
    <DetailPage
      query={query}
      back={{ to: routes.events, label: t('events.detail.backToEvents') }}
      loadingLabel={t('events.detail.loading')}
      notFoundText={t('events.detail.notFound')}
      errorText={t('events.errorFetching')}
      pageTitle={t('pages.event.title')}
      width="max-w-4xl"
      head={(event) =>
        eventPageMeta(event, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('events.title'),
        })
      }
    >
      {(event) => <EventView event={event} />}
    </DetailPage>
  );
}
