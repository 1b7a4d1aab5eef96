import type { TFunction } from '@/lib/translator.ts';
import { newsCategories } from '@domain/content-categories.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { cityTagOptions } from '@/components/submission/city-tag-options.ts';
import type { FieldSection } from '@/components/submission/field-spec.ts';

/** The news form's fields (SPEC §3), grouped. */
export function newsFormSections(t: TFunction, language: ContentLanguage): FieldSection[] {
  const label = (name: string) => (t as (key: string) => string)(`submissions.fields.${name}`);
  return [
    {
      legend: t('submissions.sections.names'),
      fields: [
        { name: 'title_en', label: label('title_en'), kind: 'text', required: true },
        { name: 'title_sr_cyrl', label: label('title_sr_cyrl'), kind: 'text', lang: 'sr-Cyrl' },
        {
          name: 'category',
          label: label('category'),
          kind: 'select',
          options: newsCategories.map((value) => ({
            value,
            label: t(`news.categories.${value}`),
          })),
        },
        {
          name: 'city_tag',
          label: label('city_tag'),
          kind: 'select',
          options: cityTagOptions(language),
        },
      ],
    },
    {
      legend: t('submissions.sections.story'),
      fields: [
        { name: 'excerpt_en', label: label('excerpt_en'), kind: 'textarea' },
        {
          name: 'excerpt_sr_cyrl',
          label: label('excerpt_sr_cyrl'),
          kind: 'textarea',
          lang: 'sr-Cyrl',
        },
        { name: 'content_en', label: label('content_en'), kind: 'textarea', required: true },
        {
          name: 'content_sr_cyrl',
          label: label('content_sr_cyrl'),
          kind: 'textarea',
          lang: 'sr-Cyrl',
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
