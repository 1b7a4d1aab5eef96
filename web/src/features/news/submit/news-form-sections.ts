import type { TFunction } from '@/lib/translator.ts';
import { newsCategories } from '@domain/content-categories.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import type { CityListRow } from '@/lib/cities.ts';
import { cityTagOptions } from '@/components/submission/city-tag-options.ts';
import { type FieldSection, fieldMaker } from '@/components/submission/field-spec.ts';

/** The news form's fields (SPEC §3), grouped. */
export function newsFormSections(
  t: TFunction,
  language: ContentLanguage,
  cities: readonly CityListRow[],
): FieldSection[] {
  const field = fieldMaker(t);
  return [
    {
      legend: t('submissions.sections.names'),
      fields: [
        field('title_en', 'text', { required: true }),
        field('title_sr_cyrl', 'text', { lang: 'sr-Cyrl' }),
        field('category', 'select', {
          options: newsCategories.map((value) => ({
            value,
            label: t(`news.categories.${value}`),
          })),
        }),
        field('city_tag', 'select', { options: cityTagOptions(cities, language) }),
      ],
    },
    {
      legend: t('submissions.sections.story'),
      fields: [
        field('excerpt_en', 'textarea'),
        field('excerpt_sr_cyrl', 'textarea', { lang: 'sr-Cyrl' }),
        field('content_en', 'textarea', { required: true }),
        field('content_sr_cyrl', 'textarea', { lang: 'sr-Cyrl' }),
      ],
    },
    {
      legend: t('submissions.sections.images'),
      fields: [field('image_url', 'image', { hint: t('submissions.imageUrlHint') })],
    },
  ];
}
