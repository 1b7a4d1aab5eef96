import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '@domain/content-language.ts';
import { cityDisplayName } from '@domain/seo/city-page.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import { read } from './rest-client.ts';

/**
 * The portal's active cities, as admins manage them (/admin/cities,
 * decision 030): one small public read shared by every menu, picker, filter
 * and card. The footer asks for it on every page, so a server-rendered page
 * carries it in its data (no extra request), and other pages read it once
 * and keep it.
 */
export interface CityListRow {
  id: string;
  slug: string;
  name: string;
  name_sr_latn: string | null;
  name_sr_cyrl: string | null;
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['cities', 'active'],
    meta: { errorToast: false },
    staleTime: 10 * 60_000,
    queryFn: (): Promise<CityListRow[]> =>
      read((client) =>
        client
          .from('cities')
          .select('id, slug, name, name_sr_latn, name_sr_cyrl')
          .is('retired_at', null)
          .order('slug'),
      ),
  });
}

const none: readonly CityListRow[] = [];

/** The active cities; empty while they load or when the read failed. */
export function useCities(): readonly CityListRow[] {
  return useQuery(citiesQueryOptions()).data ?? none;
}

/** The cities as choices (value: slug), named and ordered in the reader's language and script. */
export function cityChoices(
  cities: readonly CityListRow[],
  language: ContentLanguage,
): { value: string; label: string }[] {
  const named = cities.map((city) => ({
    value: city.slug,
    label: cityDisplayName(city, language),
  }));
  return sortedByReaderName(named, language, (choice) => choice.label);
}

/** A city's name in the reader's language, or the slug itself for a city not (or no longer) listed. */
export function cityNameOf(
  cities: readonly CityListRow[],
  slug: string,
  language: ContentLanguage,
): string {
  const city = cities.find((candidate) => candidate.slug === slug);
  return city ? cityDisplayName(city, language) : slug;
}
