import { searchFold } from '@domain/search-fold.ts';
import type { Memorial } from './memorial-types.ts';

export interface MemorialFilters {
  /** Matched against the first and last name, script- and diacritic-blind. */
  name: string;
  /** A city slug, or 'all'. */
  city: string;
}

type Listed = Pick<Memorial, 'first_name' | 'last_name' | 'full_name' | 'death_date' | 'city'>;

/** Name search over first or last name (any script, any diacritics) and the city filter. */
export function filterMemorials<T extends Listed>(
  memorials: readonly T[],
  filters: MemorialFilters,
) {
  const wanted = searchFold(filters.name.trim());
  return memorials.filter((memorial) => {
    if (filters.city !== 'all' && memorial.city?.slug !== filters.city) return false;
    if (wanted === '') return true;
    const names = [memorial.first_name, memorial.last_name, memorial.full_name];
    return names.some((name) => name && searchFold(name).includes(wanted));
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
