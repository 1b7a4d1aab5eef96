import type { TFunction } from '@/lib/translator.ts';
import { businessCategories } from '@domain/content-categories.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { cityTagOptions } from '@/components/submission/city-tag-options.ts';
import type { FieldSection } from '@/components/submission/field-spec.ts';

/** The business form's fields (issue 20): what a directory card shows. */
export function businessFormSections(t: TFunction, language: ContentLanguage): FieldSection[] {
  const field = t as (key: string) => string;
  const label = (name: string) => field(`submissions.fields.${name}`);
  return [
    {
      legend: t('submissions.sections.names'),
      fields: [
        { name: 'name_en', label: label('name_en'), kind: 'text', required: true },
        { name: 'name_sr_cyrl', label: label('name_sr_cyrl'), kind: 'text', lang: 'sr-Cyrl' },
        {
          name: 'category',
          label: label('category'),
          kind: 'select',
          required: true,
          options: businessCategories.map((value) => ({
            value,
            label: t(`business.categories.${value}`),
          })),
        },
        {
          name: 'city_tag',
          label: label('city_tag'),
          kind: 'select',
          required: true,
          options: cityTagOptions(language),
        },
      ],
    },
    {
      legend: t('submissions.sections.about'),
      fields: [
        { name: 'description_en', label: label('description_en'), kind: 'textarea' },
        {
          name: 'description_sr_cyrl',
          label: label('description_sr_cyrl'),
          kind: 'textarea',
          lang: 'sr-Cyrl',
        },
      ],
    },
    {
      legend: t('submissions.sections.contact'),
      fields: [
        { name: 'address', label: label('address'), kind: 'text' },
        {
          name: 'phone',
          label: label('phone'),
          kind: 'tel',
          autoComplete: 'tel',
          hint: t('submissions.phoneHint'),
        },
        { name: 'email', label: label('email'), kind: 'email', autoComplete: 'email' },
        {
          name: 'website',
          label: label('website'),
          kind: 'url',
          autoComplete: 'url',
          hint: t('submissions.websiteHint'),
        },
      ],
    },
    {
      legend: t('submissions.sections.images'),
      fields: [
        {
          name: 'image_url',
          label: label('image_url'),
          kind: 'image',
          hint: t('submissions.imageUrlHint'),
        },
      ],
    },
  ];
}
