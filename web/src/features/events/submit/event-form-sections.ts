import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import type { TFunction } from '@/lib/translator.ts';
import { localizedText, type ContentLanguage } from '@domain/content-language.ts';
import { eventCategories } from '@domain/content-categories.ts';
import type { CityListRow } from '@/lib/cities.ts';
import { cityTagOptions } from '@/components/submission/city-tag-options.ts';
import { type FieldSection, fieldMaker } from '@/components/submission/field-spec.ts';
import { RecurrenceField } from './recurrence/recurrence-field.tsx';
import type { OrganizationChoice } from './published-organizations-query.ts';

/** The event form's fields (SPEC §3), grouped; the picker lists published organizations. */
export function eventFormSections(
  t: TFunction,
  language: ContentLanguage,
  organizations: readonly OrganizationChoice[],
  cities: readonly CityListRow[],
): FieldSection[] {
  const field = fieldMaker(t);
  const imageHint = t('submissions.imageUrlHint');
  return [
    {
      legend: t('submissions.sections.names'),
      fields: [
        field('title_en', 'text', { required: true }),
        field('title_sr_cyrl', 'text', { lang: 'sr-Cyrl' }),
        field('description_en', 'textarea'),
        field('description_sr_cyrl', 'textarea', { lang: 'sr-Cyrl' }),
        field('category', 'select', {
          options: eventCategories.map((value) => ({
            value,
            label: t(`events.categories.${value}`),
          })),
        }),
      ],
    },
    {
      legend: t('submissions.sections.when'),
      fields: [
        field('event_date', 'date', { required: true }),
        field('event_time', 'time'),
        field('end_date', 'date'),
        field('end_time', 'time'),
        field('recurrence', 'custom', { control: RecurrenceField }),
      ],
    },
    {
      legend: t('submissions.sections.where'),
      fields: [
        field('venue_name', 'text', { lang: 'en' }),
        field('venue_name_sr_cyrl', 'text', { lang: 'sr-Cyrl' }),
        field('location_text', 'text'),
        field('city_tag', 'select', { required: true, options: cityTagOptions(cities, language) }),
        field('organization_id', 'select', {
          options: sortedByReaderName(
            organizations.map((organization) => ({
              value: organization.id,
              label: localizedText(language, organization.name_en, organization.name_sr_cyrl),
            })),
            language,
            (option) => option.label,
          ),
        }),
      ],
    },
    {
      legend: t('submissions.sections.links'),
      fields: [field('tickets_url', 'url'), field('image_url', 'image', { hint: imageHint })],
    },
  ];
}
