import type { TFunction } from '@/lib/translator.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { type FieldSection, fieldMaker } from '@/components/submission/field-spec.ts';
import { grammaticalGenders } from '@domain/grammatical-gender.ts';
import { cityChoices, type CityListRow } from '@/lib/cities.ts';

/** The memorial form's fields (SPEC §2 Memorials), grouped. */
export function memorialFormSections(
  t: TFunction,
  language: ContentLanguage,
  cities: readonly CityListRow[],
): FieldSection[] {
  const field = fieldMaker(t);
  const imageHint = t('submissions.imageUrlHint');
  return [
    {
      legend: t('submissions.sections.person'),
      fields: [
        field('full_name', 'text', { required: true }),
        field('grammatical_gender', 'select', {
          hint: t('submissions.grammaticalGenderHint'),
          options: grammaticalGenders.map((value) => ({
            value,
            label: t(`submissions.grammaticalGenders.${value}`),
          })),
        }),
        field('given_names', 'text'),
        field('family_name', 'text'),
        field('primary_city_id', 'select', {
          required: true,
          // The memorial names its city by id (memorials.city_id).
          options: cityChoices(cities, language).map((choice) => ({
            value: cities.find((city) => city.slug === choice.value)!.id,
            label: choice.label,
          })),
        }),
      ],
    },
    {
      legend: t('submissions.sections.life'),
      fields: [
        field('date_of_birth', 'date'),
        field('place_of_birth', 'text'),
        field('date_of_passing', 'date'),
        field('place_of_passing', 'text'),
      ],
    },
    {
      legend: t('submissions.sections.biography'),
      fields: [
        field('biography_en', 'textarea', { hint: t('submissions.biographyHint') }),
        field('biography_sr_cyrl', 'textarea', {
          lang: 'sr-Cyrl',
          hint: t('submissions.biographyHint'),
        }),
      ],
    },
    {
      legend: t('submissions.sections.service'),
      fields: [
        field('service_date', 'date'),
        field('service_time', 'time'),
        field('service_church', 'text', { lang: 'en' }),
        field('service_church_sr_cyrl', 'text', { lang: 'sr-Cyrl' }),
        field('service_address', 'text'),
      ],
    },
    {
      legend: t('submissions.sections.images'),
      fields: [
        field('cover_image_url', 'image', { hint: imageHint }),
        field('gallery_image_urls', 'images', { hint: t('submissions.galleryHint') }),
      ],
    },
  ];
}
