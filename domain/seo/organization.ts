/** schema.org Organization for /org/{slug} (pure: the server-side injection reuses it). */
export interface OrganizationSeo {
  siteUrl: string;
  path: string;
  name: string;
  alternateName?: string | null;
  description: string;
  address?: string | null;
  cityName?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  logo?: string | null;
}

export function organizationJsonLd(organization: OrganizationSeo) {
  const { siteUrl } = organization;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    ...(organization.alternateName && organization.alternateName !== organization.name
      ? { alternateName: organization.alternateName }
      : {}),
    description: organization.description,
    url: new URL(organization.path, siteUrl).toString(),
    ...(organization.logo ? { logo: new URL(organization.logo, siteUrl).toString() } : {}),
    ...(organization.address || organization.cityName
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(organization.address ? { streetAddress: organization.address } : {}),
            ...(organization.cityName ? { addressLocality: organization.cityName } : {}),
          },
        }
      : {}),
    ...(organization.phone ? { telephone: organization.phone } : {}),
    ...(organization.email ? { email: organization.email } : {}),
    ...(organization.website ? { sameAs: [organization.website] } : {}),
  };
}
