import type { TFunction } from '@/lib/translator.ts';
import { organizationCategories } from '@domain/content-categories.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import type { FieldSection } from '@/components/submission/field-spec.ts';
import type { CityListRow } from '@/lib/cities.ts';
import { listingFormSections } from '@/components/submission/listing-form-sections.ts';

/** The organization form's fields (SPEC §3), grouped; an organization also has a logo. */
export function organizationFormSections(
  t: TFunction,
  language: ContentLanguage,
  cities: readonly CityListRow[],
): FieldSection[] {
  const categoryOptions = organizationCategories.map((value) => ({
    value,
    label: t(`organizations.categories.${value}`),
  }));
  return listingFormSections(t, language, { categoryOptions, withLogo: true, cities });
}
