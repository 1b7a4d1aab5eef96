import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { shownLocalizedText } from '@domain/content-language.ts';
import { routePath } from '@domain/routes.ts';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardBody } from '../ui/card.tsx';
import { eventWhenText } from './event-when.ts';
import { eventPlaceholderImage } from '@domain/lead-images.ts';
import { CardCoverImage } from './card-cover-image.tsx';

interface EventCardProps {
  event: EventRow;
  /** The translated label of the details link ('View details'). */
  detailsLabel: string;
  /** Its accessible name, naming the event ('View details: …'). */
  detailsAccessibleLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page's list: its image is fetched at once, first (the page's largest paint). */
  firstOnPage?: boolean;
}

/** An event in a list: image or placeholder, title, date and time, description, location. */
export function EventCard({
  event,
  detailsLabel,
  detailsAccessibleLabel,
  headingLevel: Heading = 'h3',
  firstOnPage = false,
}: EventCardProps) {
  const language = useContentLanguage();
  // Each text in the language it is shown in: an English fallback says so (lang).
  const title = shownLocalizedText(language, event.title_en, event.title_sr_cyrl);
  const description = shownLocalizedText(language, event.description_en, event.description_sr_cyrl);
  const venue = shownLocalizedText(language, event.venue_name, event.venue_name_sr_cyrl);
  return (
    <Card>
      <CardCoverImage
        src={event.featured_image_url ?? event.image_url}
        fallbackSrc={eventPlaceholderImage}
        eager={firstOnPage}
      />
      <CardBody>
        <p className="flex items-center gap-2 text-sm font-medium text-serbian-blue-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {eventWhenText(event, language)}
        </p>
        <Heading lang={title.lang} className="text-lg font-semibold text-stone-900">
          {title.text}
        </Heading>
        {description.text && (
          <p lang={description.lang} className="line-clamp-3 text-stone-700">
            {description.text}
          </p>
        )}
        {(venue.text || event.location_text) && (
          <p className="flex items-start gap-2 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {venue.text && <span lang={venue.lang}>{venue.text}</span>}
              {venue.text && event.location_text && ', '}
              {event.location_text}
            </span>
          </p>
        )}
        <div className="mt-auto pt-3">
          <Button asChild variant="secondary" size="sm">
            <Link to={routePath('event', { slug: event.slug })} aria-label={detailsAccessibleLabel}>
              {detailsLabel}
            </Link>
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
