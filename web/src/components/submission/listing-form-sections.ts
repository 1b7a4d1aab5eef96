import type { TFunction } from '@/lib/translator.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import type { SelectOption } from '@/components/ui/select.tsx';
import { cityTagOptions } from './city-tag-options.ts';
import type { FieldSection, FieldSpec } from './field-spec.ts';

/**
 * The fields of a listing's form (an organization, a business), grouped:
 * names and category, about, contact, images. The two differ only in their
 * categories and in an organization's logo.
 */
export function listingFormSections(
  t: TFunction,
  language: ContentLanguage,
  { categoryOptions, withLogo }: { categoryOptions: readonly SelectOption[]; withLogo: boolean },
): FieldSection[] {
  const field = t as (key: string) => string;
  const label = (name: string) => field(`submissions.fields.${name}`);
  const image = (name: string): FieldSpec => ({
    name,
    label: label(name),
    kind: 'image',
    hint: t('submissions.imageUrlHint'),
  });
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
          options: categoryOptions,
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
      fields: [...(withLogo ? [image('logo_image_url')] : []), image('image_url')],
    },
  ];
}
