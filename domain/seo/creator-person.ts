/** The Person structured data of a creator profile. */

export interface CreatorPersonInput {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  image?: string | null;
  sameAs: (string | null | undefined)[];
  city?: string | null;
  country?: string | null;
}

export function creatorPersonJsonLd(input: CreatorPersonInput) {
  const sameAs = input.sameAs.filter((url): url is string => Boolean(url));
  const place = [input.city, input.country].filter(Boolean).join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    url: `${input.siteUrl}${input.path}`,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(place ? { homeLocation: { '@type': 'Place', name: place } } : {}),
  };
}
