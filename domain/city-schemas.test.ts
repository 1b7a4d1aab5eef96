import { describe, expect, it } from 'vitest';
import {
  citySlugFrom,
  cityFormSchema,
  cityPageFormSchema,
  provinceNamesFormSchema,
  provinceStateFormSchema,
} from './city-schemas.ts';

describe('cityFormSchema', () => {
  const chicago = {
    name: ' Chicago ',
    name_sr_cyrl: 'Чикаго',
    name_sr_latn: '',
    slug: '',
    province_state_id: 'il-id',
  };

  it('fills the Latin name and the page address when left blank', () => {
    expect(cityFormSchema.parse(chicago)).toEqual({
      name: 'Chicago',
      name_sr_cyrl: 'Чикаго',
      name_sr_latn: 'Čikago',
      slug: 'chicago',
      province_state_id: 'il-id',
    });
  });

  it('keeps what the admin wrote, in lower case', () => {
    const parsed = cityFormSchema.parse({ ...chicago, name_sr_latn: 'Čikago', slug: 'Chi-Town' });
    expect(parsed.slug).toBe('chi-town');
  });

  it('refuses, with message keys, a missing name, Latin in the Cyrillic field, a bad address', () => {
    const errors = cityFormSchema.safeParse({
      ...chicago,
      name: '',
      name_sr_cyrl: 'Cikago',
      slug: 'a--b',
      province_state_id: '',
    }).error?.issues;
    expect(errors?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'adminCities.errors.nameRequired'],
      ['name_sr_cyrl', 'adminCities.errors.cyrillicRequired'],
      ['slug', 'adminCities.errors.slugInvalid'],
      ['province_state_id', 'adminCities.errors.provinceRequired'],
    ]);
    const long = cityFormSchema.safeParse({ ...chicago, name: 'x'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe('adminCities.errors.nameTooLong');
  });
});

describe('citySlugFrom', () => {
  it('makes an address of Latin letters and single hyphens from any script', () => {
    expect(citySlugFrom('Kitchener–Waterloo')).toBe('kitchener-waterloo');
    expect(citySlugFrom('Нови Сад')).toBe('novi-sad');
    expect(citySlugFrom('Đakovo')).toBe('djakovo');
    expect(citySlugFrom('St. Catharines')).toBe('st-catharines');
    expect(citySlugFrom('!!!')).toBe('');
  });
});

describe('provinceStateFormSchema', () => {
  it('takes a two-letter code in any case, a country and a known time zone', () => {
    const parsed = provinceStateFormSchema.parse({
      code: 'wi',
      name: 'Wisconsin',
      name_sr_cyrl: 'Висконсин',
      country: 'USA',
      timezone: 'America/Chicago',
    });
    expect(parsed.code).toBe('WI');
    const bad = provinceStateFormSchema.safeParse({ ...parsed, code: 'W1', timezone: 'Mars/Base' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'adminCities.errors.codeInvalid',
      'adminCities.errors.timeZoneRequired',
    ]);
  });
});

describe('cityPageFormSchema (0920)', () => {
  const page = {
    intro_text_en: ' Steel city. ',
    intro_text_sr_cyrl: 'Град челика.',
    intro_text_sr_latn: '',
    hero_image_url: `/media/${'a'.repeat(32)}/1600x900`,
  };

  it('keeps the intros, blank ones as null, and a kept picture', () => {
    expect(cityPageFormSchema.parse(page)).toEqual({
      intro_text_en: 'Steel city.',
      intro_text_sr_cyrl: 'Град челика.',
      intro_text_sr_latn: null,
      hero_image_url: `/media/${'a'.repeat(32)}/1600x900`,
    });
    expect(cityPageFormSchema.parse({ ...page, hero_image_url: '' }).hero_image_url).toBeNull();
  });

  it('refuses another site’s picture, a Latin "Cyrillic" intro and a too long intro', () => {
    const issues = (value: object) =>
      cityPageFormSchema.safeParse({ ...page, ...value }).error?.issues.map((i) => i.message);
    expect(issues({ hero_image_url: 'https://example.com/a.jpg' })).toEqual([
      'adminCities.errors.heroNotKept',
    ]);
    expect(issues({ intro_text_sr_cyrl: 'Grad čelika.' })).toEqual([
      'adminCities.errors.introCyrillicRequired',
    ]);
    expect(issues({ intro_text_en: 'x'.repeat(4001) })).toEqual([
      'adminCities.errors.introTooLong',
    ]);
  });
});

describe('provinceNamesFormSchema (0920)', () => {
  it('writes a blank Latin name as the Cyrillic one in Latin letters', () => {
    expect(
      provinceNamesFormSchema.parse({ name: 'Ontario', name_sr_cyrl: 'Онтарио', name_sr_latn: '' }),
    ).toEqual({ name: 'Ontario', name_sr_cyrl: 'Онтарио', name_sr_latn: 'Ontario' });
  });
});
