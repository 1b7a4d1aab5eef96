import type { TFunction } from '@/lib/translator.ts';
import { inReaderScript, type ContentLanguage } from '@domain/content-language.ts';
import type { FieldSection } from '@/components/submission/field-spec.ts';
import { grammaticalGenders } from '@domain/grammatical-gender.ts';
import type { CityChoice } from './memorial-cities-query.ts';

/** The memorial form's fields (SPEC §2 Memorials), grouped. */
export function memorialFormSections(
  t: TFunction,
  language: ContentLanguage,
  cities: readonly CityChoice[],
): FieldSection[] {
  const label = (name: string) => (t as (key: string) => string)(`submissions.fields.${name}`);
  const imageHint = t('submissions.imageUrlHint');
  return [
    {
      legend: t('submissions.sections.person'),
      fields: [
        { name: 'full_name', label: label('full_name'), kind: 'text', required: true },
        {
          name: 'grammatical_gender',
          label: label('grammatical_gender'),
          kind: 'select',
          hint: t('submissions.grammaticalGenderHint'),
          options: grammaticalGenders.map((value) => ({
            value,
            label: t(`submissions.grammaticalGenders.${value}`),
          })),
        },
        { name: 'given_names', label: label('given_names'), kind: 'text' },
        { name: 'family_name', label: label('family_name'), kind: 'text' },
        {
          name: 'primary_city_id',
          label: label('primary_city_id'),
          kind: 'select',
          required: true,
          options: cities.map((city) => ({
            value: city.id,
            label:
              language === 'en' || !city.name_sr_cyrl
                ? city.name
                : inReaderScript(language, city.name_sr_cyrl),
          })),
        },
      ],
    },
    {
      legend: t('submissions.sections.life'),
      fields: [
        { name: 'date_of_birth', label: label('date_of_birth'), kind: 'date' },
        { name: 'place_of_birth', label: label('place_of_birth'), kind: 'text' },
        { name: 'date_of_passing', label: label('date_of_passing'), kind: 'date' },
        { name: 'place_of_passing', label: label('place_of_passing'), kind: 'text' },
      ],
    },
    {
      legend: t('submissions.sections.biography'),
      fields: [
        {
          name: 'biography_en',
          label: label('biography_en'),
          kind: 'textarea',
          hint: t('submissions.biographyHint'),
        },
        {
          name: 'biography_sr_cyrl',
          label: label('biography_sr_cyrl'),
          kind: 'textarea',
          lang: 'sr-Cyrl',
          hint: t('submissions.biographyHint'),
        },
      ],
    },
    {
      legend: t('submissions.sections.service'),
      fields: [
        { name: 'service_date', label: label('service_date'), kind: 'date' },
        { name: 'service_time', label: label('service_time'), kind: 'time' },
        { name: 'service_church', label: label('service_church'), kind: 'text' },
        { name: 'service_address', label: label('service_address'), kind: 'text' },
      ],
    },
    {
      legend: t('submissions.sections.images'),
      fields: [
        {
          name: 'cover_image_url',
          label: label('cover_image_url'),
          kind: 'image',
          hint: imageHint,
        },
        {
          name: 'gallery_image_urls',
          label: label('gallery_image_urls'),
          kind: 'images',
          hint: t('submissions.galleryHint'),
        },
      ],
    },
  ];
}
