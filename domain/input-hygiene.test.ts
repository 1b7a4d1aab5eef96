import { describe, expect, it } from 'vitest';
import {
  adminCreateCreatorSchema,
  creatorContactSchema,
  creatorSubmissionSchema,
} from './creator-schemas.ts';
import { columnMaxLength, maxLength } from './field-limits.ts';
import { isPlainEmail } from './plain-email.ts';
import { submissionFieldMaxLength } from './submission-fields.ts';
import {
  eventSubmissionSchema,
  memorialSubmissionSchema,
  newsSubmissionSchema,
  organizationSubmissionSchema,
} from './submission-schemas.ts';
import { cleanLine, cleanText, hasInvisible } from './text-hygiene.ts';
import { isImageUrl, isLinkUrl, normalizeWebUrl } from './web-url.ts';

describe('text hygiene', () => {
  it('removes NUL, zero-width and bidi-control characters', () => {
    expect(
      cleanLine('\u0000A\u200Bn\u200Ca\u200D \u2060M\uFEFFarko\u202E\u2066\u2069\u200E\u200F'),
    ).toBe('Ana Marko');
    expect(hasInvisible('a\u202Eb')).toBe(true);
    expect(hasInvisible('Ђорђе Đorđe')).toBe(false);
  });

  it('normalises to NFC', () => {
    const decomposed = 'Petrovic\u0301';
    expect(cleanLine(decomposed)).toBe('Petrović');
    expect(cleanLine(decomposed)).toHaveLength(8);
  });

  it('keeps line breaks in text and joins lines of a one-line field', () => {
    expect(cleanText('a\n\nb\u200B')).toBe('a\n\nb');
    expect(cleanLine('  Toronto \r\n West\t')).toBe('Toronto West');
  });
});

describe('web addresses', () => {
  it('gives a bare host name https:// and keeps http:// and https://', () => {
    expect(normalizeWebUrl('www.example.org')).toBe('https://www.example.org');
    expect(normalizeWebUrl(' example.org/a?b=1 ')).toBe('https://example.org/a?b=1');
    expect(normalizeWebUrl('http://example.org')).toBe('http://example.org');
    expect(normalizeWebUrl('https://пример.срб/x')).toBe('https://пример.срб/x');
  });

  it('accepts only absolute http(s) links with a dotted host', () => {
    for (const good of [
      'https://example.org',
      'http://a.example.org:8080/x?y#z',
      'https://пример.срб',
    ])
      expect(isLinkUrl(good), good).toBe(true);
    for (const bad of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pass@evil.example',
      'https://evil.example\\@good.example',
      'https://localhost',
      'https://evil\u200B.example',
      'https://a.example/ b',
      '/images/x.svg',
    ])
      expect(isLinkUrl(bad), bad).toBe(false);
  });

  it('accepts a path on this site as an image, never one that names another host', () => {
    expect(isImageUrl('/images/content/food.svg')).toBe(true);
    expect(isImageUrl('https://cdn.example.org/a.png')).toBe(true);
    for (const bad of ['/\\evil.example/a.png', '//evil.example/a.png', '/a\\b.png'])
      expect(isImageUrl(bad), bad).toBe(false);
  });
});

describe('plain email addresses', () => {
  it('accepts plain addresses only', () => {
    expect(isPlainEmail('ana.petrovic+news@example.co.uk')).toBe(true);
    for (const bad of [
      'ana@example.com?bcc=all@example.org',
      'ana@example.com&cc=x@y.org',
      'Ana <ana@example.com>',
      'ana @example.com',
      'ana%3F@example.com',
      'ana@example.com#x',
      'ana\u200B@example.com',
      'ana@localhost',
      `${'a'.repeat(250)}@example.com`,
    ])
      expect(isPlainEmail(bad), bad).toBe(false);
  });
});

describe('the schemas use the limits and the hygiene of the database', () => {
  const creator = {
    email_public: 'ana@example.com',
    name_eng: 'Ana',
    short_bio_eng: 'Bio',
    country: 'Canada',
    consent: true,
  };

  it('cleans names and normalises links of a creator submission', () => {
    const parsed = creatorSubmissionSchema.parse({
      ...creator,
      name_eng: ' A\u200Bna Petrovic\u0301 ',
      website_url: 'www.example.org',
    });
    expect(parsed.name_eng).toBe('Ana Petrović');
    expect(parsed.website_url).toBe('https://www.example.org');
  });

  it('refuses what the database refuses, with the form message', () => {
    const check = (fields: Record<string, unknown>) =>
      creatorSubmissionSchema.safeParse({ ...creator, ...fields }).error?.issues[0]?.message;
    expect(check({ name_eng: 'a'.repeat(maxLength.name + 1) })).toBe('creators.validation.tooLong');
    expect(check({ name_eng: 'a'.repeat(maxLength.name) })).toBeUndefined();
    expect(check({ website_url: '/\\evil.example' })).toBe('creators.validation.urlInvalid');
    expect(check({ website_url: 'javascript:alert(1)' })).toBe('creators.validation.urlInvalid');
    expect(check({ email_public: 'ana@example.com?bcc=x@example.org' })).toBe(
      'creators.validation.emailInvalid',
    );
    expect(
      adminCreateCreatorSchema.safeParse({
        name_eng: 'x',
        email_public: 'a@b.org?bcc=c@d.org',
        status: 'draft',
      }).success,
    ).toBe(false);
    expect(
      creatorContactSchema.safeParse({
        name: 'x',
        fromEmail: 'a@b.org',
        message: 'm'.repeat(maxLength.contactMessage + 1),
        creatorId: '00000000-0000-4000-8000-000000000000',
      }).success,
    ).toBe(false);
  });

  it('gives every submission field the limit the forms show', () => {
    const shapes = {
      organization: organizationSubmissionSchema.shape,
      event: eventSubmissionSchema.shape,
      news: newsSubmissionSchema.shape,
      memorial: memorialSubmissionSchema.shape,
    };
    for (const [form, shape] of Object.entries(shapes)) {
      for (const [field, limit] of Object.entries(submissionFieldMaxLength)) {
        if (!(field in shape)) continue;
        const value = 'a'.repeat(limit + 1);
        const schema = shape[field as keyof typeof shape] as { safeParse(v: unknown): unknown };
        const result = schema.safeParse(value) as { error?: { issues: { message: string }[] } };
        expect(
          result.error?.issues.map((issue) => issue.message),
          `${form}.${field}`,
        ).toContain('submissions.validation.tooLong');
      }
    }
  });

  it('keeps the form limits within the columns they are stored in', () => {
    const columns = columnMaxLength.organizations;
    expect(submissionFieldMaxLength.name_en).toBe(columns.name_en);
    expect(submissionFieldMaxLength.title_en).toBe(columnMaxLength.events.title_en);
    expect(submissionFieldMaxLength.content_en).toBe(columnMaxLength.news.content_en);
    expect(submissionFieldMaxLength.full_name).toBe(columnMaxLength.memorials.full_name);
  });

  it('cleans and normalises the submission forms', () => {
    const parsed = organizationSubmissionSchema.parse({
      name_en: 'Kolo\u200B Toronto',
      name_sr_cyrl: '',
      description_en: '',
      description_sr_cyrl: '',
      category: 'culture',
      address: '',
      phone: '',
      email: '',
      website: 'www.kolo.example.org',
      city_tag: 'Toronto',
      logo_image_url: '',
      image_url: '',
    });
    expect(parsed.name_en).toBe('Kolo Toronto');
    expect(parsed.website).toBe('https://www.kolo.example.org');
  });
});
