import { cities } from '../../../../domain/cities.ts';
import { type ContentLanguage, localizedField } from '../../../../domain/content-language.ts';
import { routePath } from '../../../../domain/routes.ts';
import { organizationJsonLd } from '../../../../domain/seo/organization.ts';
import type { OrganizationRow } from '../../lib/content-rows.ts';

/** The Organization structured data of an organization page. */
export function organizationPageJsonLd(
  organization: OrganizationRow,
  language: ContentLanguage,
  siteUrl: string,
) {
  return organizationJsonLd({
    siteUrl,
    path: routePath('organization', { slug: organization.slug }),
    name: localizedField(organization, 'name', language),
    alternateName: language === 'en' ? organization.name_sr_cyrl : organization.name_en,
    description: localizedField(organization, 'description', language),
    address: organization.address,
    cityName: cities.find((city) => city.slug === organization.city_tag)?.name ?? null,
    phone: organization.phone,
    email: organization.email,
    website: organization.website,
    logo: organization.logo_image_url,
  });
}
