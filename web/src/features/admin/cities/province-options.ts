import type { ContentLanguage } from '@domain/content-language.ts';
import { cityDisplayName } from '@domain/seo/city-page.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import type { SelectOption } from '@/components/ui/select.tsx';
import type { ProvinceStateRow } from './admin-cities-api.ts';

/** A province's or state's name in the reader's language and script (names shaped as a city's, 0920). */
export function provinceName(province: ProvinceStateRow, language: ContentLanguage): string {
  return cityDisplayName(province, language);
}

/**
 * Provinces and states as a select's choices ("Ontario (ON)"), in the
 * reader's order; retired ones are left out, but for `current` (the
 * province a city is in now), so an edit form still shows it.
 */
export function provinceOptions(
  provinces: readonly ProvinceStateRow[],
  language: ContentLanguage,
  current?: string,
): SelectOption[] {
  const named = provinces
    .filter((province) => province.retired_at === null || province.id === current)
    .map((province) => ({
      value: province.id,
      label: `${provinceName(province, language)} (${province.code})`,
    }));
  return sortedByReaderName(named, language, (option) => option.label);
}
