import type { TFunction } from '@/lib/translator.ts';
import { localizedText, type ContentLanguage } from '@domain/content-language.ts';
import { eventCategories } from '@domain/content-categories.ts';
import { cityTagOptions } from '@/components/submission/city-tag-options.ts';
import type { FieldSection } from '@/components/submission/field-spec.ts';
import type { OrganizationChoice } from './published-organizations-query.ts';

/** The event form's fields (SPEC §3), grouped; the picker lists published organizations. */
export function eventFormSections(
  t: TFunction,
  language: ContentLanguage,
  organizations: readonly OrganizationChoice[],
): FieldSection[] {
  const label = (name: string) => (t as (key: string) => string)(`submissions.fields.${name}`);
  const imageHint = t('submissions.imageUrlHint');
  return [
    {
      legend: t('submissions.sections.names'),
      fields: [
        { name: 'title_en', label: label('title_en'), kind: 'text', required: true },
        { name: 'title_sr_cyrl', label: label('title_sr_cyrl'), kind: 'text', lang: 'sr-Cyrl' },
        { name: 'description_en', label: label('description_en'), kind: 'textarea' },
        {
          name: 'description_sr_cyrl',
          label: label('description_sr_cyrl'),
          kind: 'textarea',
          lang: 'sr-Cyrl',
        },
        {
          name: 'category',
          label: label('category'),
          kind: 'select',
          options: eventCategories.map((value) => ({
            value,
            label: t(`events.categories.${value}`),
          })),
        },
      ],
    },
    {
      legend: t('submissions.sections.when'),
      fields: [
        { name: 'event_date', label: label('event_date'), kind: 'date', required: true },
        { name: 'event_time', label: label('event_time'), kind: 'time' },
        { name: 'end_date', label: label('end_date'), kind: 'date' },
        { name: 'end_time', label: label('end_time'), kind: 'time' },
      ],
    },
    {
      legend: t('submissions.sections.where'),
      fields: [
        { name: 'venue_name', label: label('venue_name'), kind: 'text' },
        { name: 'location_text', label: label('location_text'), kind: 'text' },
        {
          name: 'city_tag',
          label: label('city_tag'),
          kind: 'select',
          required: true,
          options: cityTagOptions(language),
        },
        {
          name: 'organization_id',
          label: label('organization_id'),
          kind: 'select',
          options: organizations.map((organization) => ({
            value: organization.id,
            label: localizedText(language, organization.name_en, organization.name_sr_cyrl),
          })),
        },
      ],
    },
    {
      legend: t('submissions.sections.links'),
      fields: [
        { name: 'tickets_url', label: label('tickets_url'), kind: 'url' },
        { name: 'image_url', label: label('image_url'), kind: 'image', hint: imageHint },
      ],
    },
  ];
}
