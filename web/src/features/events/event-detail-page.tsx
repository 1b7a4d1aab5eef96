import { upcomingOccurrences } from '@domain/event-occurrences.ts';
import { todayIsoDate } from '@domain/event-timing.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { eventPageMeta } from '@domain/seo/event-page.ts';
import { DetailPage } from '@/components/detail-page/detail-page.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { pageOrigin } from '@/lib/app-config.ts';
import { eventQueryOptions } from './api/event-query.ts';
import { EventView } from '@/components/content/event/event-view.tsx';
import { GoingButton } from './going/going-button.tsx';
import { GoingList } from './going/going-list.tsx';

/** One published event (/event/:slug): text, facts, print, tickets, .ics, "I'm going", Event JSON-LD. */
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
      {(event) => (
        <EventView
          // A recurring event shows its next occurrence (else its last one).
          event={upcomingOccurrences([event], todayIsoDate(), 1)[0] ?? event}
          going={<GoingButton eventId={event.id} />}
          after={<GoingList eventId={event.id} authorId={event.author_id} />}
        />
      )}
    </DetailPage>
  );
}
