import type { ContentLanguage } from '@domain/content-language.ts';
import { keywordIsSerbian, keywordMatches } from '@domain/keyword-match.ts';
import type { Memorial } from '@/api/memorial-row.ts';

export interface MemorialFilters {
  /** Matched against the names as the site search matches (domain/keyword-match.ts). */
  name: string;
  /** A city slug, or 'all'. */
  city: string;
}

type Listed = Pick<Memorial, 'first_name' | 'last_name' | 'full_name' | 'death_date' | 'city'>;

/**
 * Name search over the first, last and full name (any script, any
 * diacritics, each word at the start of a name, Serbian forms: `Ljubicu`
 * finds "Љубица") and the city filter.
 */
export function filterMemorials<T extends Listed>(
  memorials: readonly T[],
  filters: MemorialFilters,
  language: ContentLanguage,
) {
  const serbian = keywordIsSerbian(filters.name, language);
  return memorials.filter((memorial) => {
    if (filters.city !== 'all' && memorial.city?.slug !== filters.city) return false;
    const names = [memorial.first_name, memorial.last_name, memorial.full_name];
    return keywordMatches(filters.name, names, serbian);
  });
}

/** Death date descending, memorials without one last (the server orders the same way). */
export function sortByDeathDate<T extends Listed>(memorials: readonly T[]): T[] {
  return [...memorials].sort((a, b) => (b.death_date ?? '').localeCompare(a.death_date ?? ''));
}

/** '1938 – 2024', or just the known year, or ''. */
export function lifeYears(memorial: Pick<Memorial, 'birth_date' | 'death_date'>): string {
  const year = (date: string | null) => (date ? date.slice(0, 4) : '');
  const born = year(memorial.birth_date);
  const died = year(memorial.death_date);
  if (born && died) return `${born} – ${died}`;
  return born || died;
}

/** The cities that have memorials, for the filter, sorted by name. */
export function memorialCities<T extends Listed>(memorials: readonly T[]) {
  const bySlug = new Map<string, NonNullable<Memorial['city']>>();
  for (const { city } of memorials) if (city) bySlug.set(city.slug, city);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}
