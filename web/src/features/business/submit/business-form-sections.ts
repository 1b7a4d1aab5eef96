import type { TFunction } from '@/lib/translator.ts';
import { businessCategories } from '@domain/content-categories.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import type { FieldSection } from '@/components/submission/field-spec.ts';
import type { CityListRow } from '@/lib/cities.ts';
import { listingFormSections } from '@/components/submission/listing-form-sections.ts';

/** The business form's fields (issue 20): what a directory card shows. */
export function businessFormSections(
  t: TFunction,
  language: ContentLanguage,
  cities: readonly CityListRow[],
): FieldSection[] {
  const categoryOptions = businessCategories.map((value) => ({
    value,
    label: t(`business.categories.${value}`),
  }));
  return listingFormSections(t, language, { categoryOptions, withLogo: false, cities });
}
