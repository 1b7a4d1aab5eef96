import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localizedField } from '../../../../domain/content-language.ts';
import { routes } from '../../../../domain/routes.ts';
import { ImageWithFallback } from '../../components/image-with-fallback.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { eventQueryOptions } from './api/event-query.ts';
import { EventFacts } from './event-facts.tsx';
import { eventPageMeta } from '../../../../domain/seo/event-page.ts';

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
  const title = localizedField(event, 'title', language);
  const description = localizedField(event, 'description', language);
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:py-14">
      <PageHead {...eventPageMeta(event, language, window.location.origin)} />
      {backLink}
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
          {title}
        </h1>
        <div className="flex flex-wrap gap-3 print:hidden">
          {event.tickets_url && (
            <Button asChild>
              <a href={event.tickets_url} target="_blank" rel="noopener nofollow ugc">
                <Ticket aria-hidden="true" className="size-4" />
                {t('events.detail.tickets')}
              </a>
            </Button>
          )}
          <AddToCalendarButton event={event} />
          <Button variant="ghost" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('events.detail.print')}
          </Button>
        </div>
      </header>
      <ImageWithFallback
        src={event.featured_image_url ?? event.image_url}
        fallbackSrc="/images/content/festival.svg"
        width={1200}
        height={630}
        loading="eager"
        className="aspect-[40/21] w-full rounded-2xl bg-serbian-blue-50 object-cover"
      />
      <EventFacts event={event} />
      {description && (
        <div className="grid max-w-prose gap-4 text-lg leading-relaxed text-stone-800">
          {description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </article>
  );
}
