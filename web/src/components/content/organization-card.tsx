import { ExternalLink, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { shownLocalizedField } from '@domain/content-language.ts';
import { routePath } from '@domain/routes.ts';
import type { OrganizationRow } from '@/lib/content-rows.ts';
import { cityNameOf, useCities } from '@/lib/cities.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { Card, CardBody } from '../ui/card.tsx';
import { linkHref } from '@/lib/safe-link.ts';
import { OrganizationLogo } from './organization-logo.tsx';

interface OrganizationCardProps {
  organization: OrganizationRow;
  categoryLabel: string;
  /** Shown when the organization has no city tag ('N/A'). */
  noCityLabel: string;
  websiteLabel: string;
  /** Accessible name of the website link, saying it opens a new tab. */
  websiteAccessibleLabel: string;
  headingLevel?: 'h2' | 'h3';
}

/** An organization in a grid: logo, name (to its page), category, description, city, website. */
export function OrganizationCard({
  organization,
  categoryLabel,
  noCityLabel,
  websiteLabel,
  websiteAccessibleLabel,
  headingLevel: Heading = 'h3',
}: OrganizationCardProps) {
  const language = useContentLanguage();
  // Each text in the language it is shown in: an English fallback says so (lang).
  const name = shownLocalizedField(organization, 'name', language);
  const description = shownLocalizedField(organization, 'description', language);
  const cities = useCities();
  const city = organization.city_tag
    ? cityNameOf(cities, organization.city_tag, language)
    : noCityLabel;
  return (
    <Card>
      <CardBody className="gap-3">
        <div className="flex items-center gap-4">
          <OrganizationLogo src={organization.logo_image_url} look="card" />
          <div className="min-w-0">
            <Heading lang={name.lang} className="text-lg leading-snug font-semibold text-stone-900">
              <Link
                to={routePath('organization', { slug: organization.slug })}
                className="hover:text-serbian-blue-700 hover:underline"
              >
                {name.text}
              </Link>
            </Heading>
            <p className="text-sm font-medium text-serbian-blue-700">{categoryLabel}</p>
          </div>
        </div>
        {description.text && (
          <p lang={description.lang} className="line-clamp-3 text-stone-700">
            {description.text}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2 text-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">
            <MapPin aria-hidden="true" className="size-3.5" />
            {city}
          </span>
          {linkHref(organization.website) && (
            <a
              href={linkHref(organization.website)}
              target="_blank"
              rel="noopener nofollow ugc"
              aria-label={websiteAccessibleLabel}
              className="inline-flex items-center gap-1 font-medium text-serbian-blue-700 hover:underline"
            >
              {websiteLabel}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
