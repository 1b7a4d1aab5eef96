import type { ContentLanguage } from '@domain/content-language.ts';
import { cityChoices, type CityListRow } from '@/lib/cities.ts';
import type { SelectOption } from '../ui/select.tsx';

/** The active cities (lib/cities.ts) as a form's city select, named and ordered in the reader's language. */
export function cityTagOptions(
  cities: readonly CityListRow[],
  language: ContentLanguage,
): SelectOption[] {
  return cityChoices(cities, language);
}
