import { z } from 'zod';
import { maxLength } from './field-limits.ts';
import { toLatin } from './transliterate.ts';
import { provinceTimeZones } from './province-time-zones.ts';

/**
 * What an admin writes about a city or a province or state (/admin/cities,
 * decision 030), with the bounds migration 0850 holds in SQL too. Messages
 * are i18n keys of the adminCities namespace.
 */

const message = (key: string) => ({ error: `adminCities.errors.${key}` });

export const citySlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const maxCityNameLength = maxLength.name;
export const maxCitySlugLength = maxLength.cityTag;

/** A slug from a name: Latin letters without diacritics, digits, single hyphens ("Kičener-Vaterlo" → "kicener-vaterlo"). */
export function citySlugFrom(name: string): string {
  return toLatin(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'dj')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxCitySlugLength)
    .replace(/-+$/, '');
}

const cityName = (required: boolean) =>
  z
    .string()
    .trim()
    .max(maxCityNameLength, message('nameTooLong'))
    .refine((value) => !required || value !== '', message('nameRequired'));

export const cityFormSchema = z
  .object({
    name: cityName(true),
    name_sr_cyrl: cityName(true).refine(
      (value) => value === '' || /[\u0400-\u04FF]/.test(value),
      message('cyrillicRequired'),
    ),
    name_sr_latn: cityName(false),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(maxCitySlugLength, message('slugInvalid'))
      .refine((value) => value === '' || citySlugPattern.test(value), message('slugInvalid')),
    province_state_id: z.string().min(1, message('provinceRequired')),
  })
  .transform((city) => ({
    name: city.name,
    name_sr_cyrl: city.name_sr_cyrl,
    // Blank: the Cyrillic name in Latin letters, as the reader would read it.
    name_sr_latn: city.name_sr_latn || toLatin(city.name_sr_cyrl),
    slug: city.slug || citySlugFrom(city.name),
    province_state_id: city.province_state_id,
  }))
  .refine((city) => city.slug !== '', { ...message('slugInvalid'), path: ['slug'] });

export type CityFormInput = z.input<typeof cityFormSchema>;
export type CityFormValues = z.output<typeof cityFormSchema>;

export const provinceStateFormSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, message('codeInvalid')),
  name: cityName(true),
  name_sr_cyrl: cityName(true).refine(
    (value) => /[\u0400-\u04FF]/.test(value),
    message('cyrillicRequired'),
  ),
  // Blank: the Cyrillic name is read in Latin letters (0920).
  name_sr_latn: cityName(false).optional(),
  country: z.enum(['Canada', 'USA'], message('countryRequired')),
  timezone: z.enum(provinceTimeZones, message('timeZoneRequired')),
});

export type ProvinceStateFormInput = z.input<typeof provinceStateFormSchema>;

/** A city's hero image: a picture the portal keeps (/media/…) or one of the site's own (0920). */
export const keptImagePathPattern = /^\/(media|images)\/[A-Za-z0-9._/-]+$/;

const intro = z.string().trim().max(maxLength.note, message('introTooLong'));

/**
 * A city page's intro in English, Serbian Cyrillic and Latin (blank Latin:
 * the Cyrillic intro in Latin letters) and its hero image, kept by the
 * portal (an upload or a copied address, never another site's address).
 */
export const cityPageFormSchema = z
  .object({
    intro_text_en: intro,
    intro_text_sr_cyrl: intro.refine(
      (value) => value === '' || /[\u0400-\u04FF]/.test(value),
      message('introCyrillicRequired'),
    ),
    intro_text_sr_latn: intro,
    hero_image_url: z
      .string()
      .trim()
      .max(maxLength.url)
      .refine((value) => value === '' || keptImagePathPattern.test(value), message('heroNotKept')),
  })
  .transform((page) => ({
    intro_text_en: page.intro_text_en || null,
    intro_text_sr_cyrl: page.intro_text_sr_cyrl || null,
    intro_text_sr_latn: page.intro_text_sr_latn || null,
    hero_image_url: page.hero_image_url || null,
  }));

export type CityPageFormInput = z.input<typeof cityPageFormSchema>;
export type CityPageFormValues = z.output<typeof cityPageFormSchema>;

/** Renaming a province or state: its names in English, Serbian Cyrillic and Latin. */
export const provinceNamesFormSchema = z
  .object({
    name: cityName(true),
    name_sr_cyrl: cityName(true).refine(
      (value) => /[\u0400-\u04FF]/.test(value),
      message('cyrillicRequired'),
    ),
    name_sr_latn: cityName(false),
  })
  .transform((province) => ({
    name: province.name,
    name_sr_cyrl: province.name_sr_cyrl,
    name_sr_latn: province.name_sr_latn || toLatin(province.name_sr_cyrl),
  }));

export type ProvinceNamesFormInput = z.input<typeof provinceNamesFormSchema>;
export type ProvinceNamesFormValues = z.output<typeof provinceNamesFormSchema>;
