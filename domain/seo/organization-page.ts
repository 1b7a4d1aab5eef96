import { cities } from '../cities.ts';
import { type ContentLanguage, localizedField } from '../content-language.ts';
import { routePath } from '../routes.ts';
import { detailBreadcrumbs, type SectionTexts } from './breadcrumbs.ts';
import { organizationJsonLd } from './organization.ts';
import type { PageMeta } from './page-meta.ts';
import type { Tables } from '../database.types.ts';

/** The organization fields its head is built from. */
export type OrganizationHeadRow = Pick<
  Tables<'organizations'>,
  | 'slug'
  | 'name_en'
  | 'name_sr_cyrl'
  | 'description_en'
  | 'description_sr_cyrl'
  | 'address'
  | 'phone'
  | 'email'
  | 'website'
  | 'city_tag'
  | 'logo_image_url'
  | 'image_url'
>;

/** Head of /org/{slug}: Organization and breadcrumbs. */
export function organizationPageMeta(
  organization: OrganizationHeadRow,
  language: ContentLanguage,
  siteUrl: string,
  texts: SectionTexts,
): PageMeta {
  const path = routePath('organization', { slug: organization.slug });
  const name = localizedField(organization, 'name', language);
  const description = localizedField(organization, 'description', language);
  return {
    title: name,
    description,
    canonicalPath: path,
    image: organization.image_url ?? organization.logo_image_url,
    jsonLd: [
      organizationJsonLd({
        siteUrl,
        path,
        name,
        alternateName: language === 'en' ? organization.name_sr_cyrl : organization.name_en,
        description,
        address: organization.address,
        cityName: cities.find((city) => city.slug === organization.city_tag)?.name ?? null,
        phone: organization.phone,
        email: organization.email,
        website: organization.website,
        logo: organization.logo_image_url,
      }),
      detailBreadcrumbs(siteUrl, texts, routePath('organizations'), { name, path }),
    ],
  };
}
