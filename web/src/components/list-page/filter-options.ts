import type { ContentLanguage } from '@domain/content-language.ts';
import { cityDisplayName } from '@domain/seo/city-page.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import type { SelectOption } from '@/components/ui/select.tsx';

/** A filter select's choices: the "all" choice first, then one per value. */
export function filterOptions<Value extends string>(
  all: SelectOption,
  values: readonly Value[],
  label: (value: Value) => string,
): SelectOption[] {
  return [all, ...values.map((value) => ({ value, label: label(value) }))];
}

interface CityName {
  slug: string;
  name: string;
  name_sr_latn?: string | null;
  name_sr_cyrl: string | null;
}

/** A city filter's choices: "all" first, then the cities in the reader's script and alphabet. */
export function cityFilterOptions(
  all: SelectOption,
  cities: readonly CityName[],
  language: ContentLanguage,
): SelectOption[] {
  const named = cities.map((city) => ({
    value: city.slug,
    label: cityDisplayName(city, language),
  }));
  return [all, ...sortedByReaderName(named, language, (option) => option.label)];
}
