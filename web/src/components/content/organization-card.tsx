import { ExternalLink, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cities } from '@domain/cities.ts';
import { inReaderScript, localizedField } from '@domain/content-language.ts';
import { routePath } from '@domain/routes.ts';
import type { OrganizationRow } from '@/lib/content-rows.ts';
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

function cityName(tag: string | null, language: ReturnType<typeof useContentLanguage>) {
  const city = cities.find((candidate) => candidate.slug === tag);
  if (!city) return tag ?? '';
  return language === 'en' ? city.name : inReaderScript(language, city.nameSrCyrl);
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
  const name = localizedField(organization, 'name', language);
  const description = localizedField(organization, 'description', language);
  const city = organization.city_tag ? cityName(organization.city_tag, language) : noCityLabel;
  return (
    <Card>
      <CardBody className="gap-3">
        <div className="flex items-center gap-4">
          <OrganizationLogo src={organization.logo_image_url} look="card" />
          <div className="min-w-0">
            <Heading className="text-lg leading-snug font-semibold text-stone-900">
              <Link
                to={routePath('organization', { slug: organization.slug })}
                className="hover:text-serbian-blue-700 hover:underline"
              >
                {name}
              </Link>
            </Heading>
            <p className="text-sm font-medium text-serbian-blue-700">{categoryLabel}</p>
          </div>
        </div>
        {description && <p className="line-clamp-3 text-stone-700">{description}</p>}
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
