import type { TFunction } from '@/lib/translator.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import type { SelectOption } from '@/components/ui/select.tsx';
import type { CityListRow } from '@/lib/cities.ts';
import { cityTagOptions } from './city-tag-options.ts';
import { type FieldSection, fieldMaker } from './field-spec.ts';

/**
 * The fields of a listing's form (an organization, a business), grouped:
 * names and category, about, contact, images. The two differ only in their
 * categories and in an organization's logo.
 */
export function listingFormSections(
  t: TFunction,
  language: ContentLanguage,
  {
    categoryOptions,
    withLogo,
    cities,
  }: {
    categoryOptions: readonly SelectOption[];
    withLogo: boolean;
    cities: readonly CityListRow[];
  },
): FieldSection[] {
  const field = fieldMaker(t);
  const image = (name: string) => field(name, 'image', { hint: t('submissions.imageUrlHint') });
  return [
    {
      legend: t('submissions.sections.names'),
      fields: [
        field('name_en', 'text', { required: true }),
        field('name_sr_cyrl', 'text', { lang: 'sr-Cyrl' }),
        field('category', 'select', { required: true, options: categoryOptions }),
        field('city_tag', 'select', { required: true, options: cityTagOptions(cities, language) }),
      ],
    },
    {
      legend: t('submissions.sections.about'),
      fields: [
        field('description_en', 'textarea'),
        field('description_sr_cyrl', 'textarea', { lang: 'sr-Cyrl' }),
      ],
    },
    {
      legend: t('submissions.sections.contact'),
      fields: [
        field('address', 'text'),
        field('phone', 'tel', { autoComplete: 'tel', hint: t('submissions.phoneHint') }),
        field('email', 'email', { autoComplete: 'email' }),
        field('website', 'url', { autoComplete: 'url', hint: t('submissions.websiteHint') }),
      ],
    },
    {
      legend: t('submissions.sections.images'),
      fields: [...(withLogo ? [image('logo_image_url')] : []), image('image_url')],
    },
  ];
}
