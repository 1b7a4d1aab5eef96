/** The memorial fields the structured data is built from. */
export interface MemorialPersonInput {
  slug: string;
  full_name: string;
  first_name?: string | null;
  last_name?: string | null;
  birth_date?: string | null;
  death_date?: string | null;
  place_of_birth?: string | null;
  place_of_passing?: string | null;
  profile_image_url?: string | null;
}

const absolute = (siteUrl: string, url: string) => new URL(url, siteUrl).toString();

/**
 * schema.org Person for a memorial page (/inmemoriam/{slug}): name, birth and
 * death dates and places, portrait. Pure, so the server can inject the same.
 */
export function memorialPerson(siteUrl: string, memorial: MemorialPersonInput, description = '') {
  const place = (name: string | null | undefined) =>
    name ? { '@type': 'Place', name } : undefined;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: memorial.full_name,
    givenName: memorial.first_name || undefined,
    familyName: memorial.last_name || undefined,
    birthDate: memorial.birth_date || undefined,
    deathDate: memorial.death_date || undefined,
    birthPlace: place(memorial.place_of_birth),
    deathPlace: place(memorial.place_of_passing),
    image: memorial.profile_image_url ? absolute(siteUrl, memorial.profile_image_url) : undefined,
    description: description || undefined,
    url: absolute(siteUrl, `/inmemoriam/${encodeURIComponent(memorial.slug)}`),
  };
  return Object.fromEntries(Object.entries(person).filter(([, value]) => value !== undefined));
}
