import { describe, expect, it } from 'vitest';
import { memorialFormValues } from './submission-form-values.ts';
import { eventRow, memorialRow, newsRow, organizationRow } from './submission-rows.ts';
import {
  eventSubmissionSchema,
  fieldErrors,
  memorialSubmissionSchema,
  newsSubmissionSchema,
  organizationSubmissionSchema,
} from './submission-schemas.ts';

const blankOrganization = {
  name_en: '',
  name_sr_cyrl: '',
  description_en: '',
  description_sr_cyrl: '',
  category: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  city_tag: '',
  logo_image_url: '',
  image_url: '',
};

describe('submission schemas (SPEC §5)', () => {
  it('names each missing organization field with its SPEC message key', () => {
    const result = organizationSubmissionSchema.safeParse({ ...blankOrganization, email: 'nope' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name_en: 'submissions.validation.nameEnRequired',
      category: 'submissions.validation.categoryRequired',
      city_tag: 'submissions.validation.cityTagRequired',
      email: 'submissions.validation.emailInvalid',
    });
  });

  it('accepts only https image addresses', () => {
    const base = { ...blankOrganization, name_en: 'Hram', category: 'church', city_tag: 'toronto' };
    for (const url of ['http://example.com/a.jpg', 'javascript:alert(1)', 'not a url']) {
      const result = organizationSubmissionSchema.safeParse({ ...base, image_url: url });
      expect(fieldErrors(result.error!)).toEqual({ image_url: 'submissions.validation.httpsUrl' });
    }
    const ok = organizationSubmissionSchema.parse({
      ...base,
      image_url: ' https://example.com/a.jpg ',
    });
    expect(organizationRow(ok)).toMatchObject({
      image_url: 'https://example.com/a.jpg',
      email: null,
      status: 'pending_review',
    });
  });

  it('requires an event title, start date and city; the end is not before the start', () => {
    const event = {
      title_en: '',
      title_sr_cyrl: '',
      description_en: '',
      description_sr_cyrl: '',
      event_date: '',
      event_time: '',
      end_date: '',
      end_time: '',
      venue_name: '',
      location_text: '',
      city_tag: '',
      category: '',
      tickets_url: '',
      image_url: '',
      organization_id: '',
    };
    expect(fieldErrors(eventSubmissionSchema.safeParse(event).error!)).toEqual({
      title_en: 'submissions.validation.titleEnRequired',
      event_date: 'submissions.validation.startDateRequired',
      city_tag: 'submissions.validation.cityTagRequired',
    });
    const later = {
      ...event,
      title_en: 'Slava',
      event_date: '2030-05-02',
      city_tag: 'ottawa',
      end_date: '2030-05-01',
    };
    expect(fieldErrors(eventSubmissionSchema.safeParse(later).error!)).toEqual({
      end_date: 'submissions.validation.endBeforeStart',
    });
    const row = eventRow(
      eventSubmissionSchema.parse({ ...later, end_date: '', event_time: '18:30' }),
    );
    expect(row).toMatchObject({
      event_time: '18:30',
      end_date: null,
      organization_id: null,
      category: 'other',
    });
    expect(
      eventRow(eventSubmissionSchema.parse({ ...later, end_date: '', category: 'music' })),
    ).toMatchObject({ category: 'music' });
    expect(
      fieldErrors(eventSubmissionSchema.safeParse({ ...later, category: 'politics' }).error!),
    ).toHaveProperty('category');
  });

  it('requires news title and content; a blank category is community', () => {
    const news = {
      title_en: 'Vest',
      title_sr_cyrl: '',
      excerpt_en: '',
      excerpt_sr_cyrl: '',
      content_en: ' ',
      content_sr_cyrl: '',
      category: '',
      city_tag: '',
      image_url: '',
    };
    expect(fieldErrors(newsSubmissionSchema.safeParse(news).error!)).toEqual({
      content_en: 'submissions.validation.contentEnRequired',
    });
    expect(newsRow(newsSubmissionSchema.parse({ ...news, content_en: 'Tekst' }))).toMatchObject({
      category: 'community',
      city_tag: null,
    });
  });

  it('maps the memorial form onto the table and back', () => {
    const form = {
      full_name: 'Petar Petrović',
      grammatical_gender: 'masculine',
      given_names: 'Petar Mihailo',
      family_name: 'Petrović',
      date_of_birth: '1940-01-02',
      place_of_birth: 'Kraljevo',
      date_of_passing: '2024-03-04',
      place_of_passing: 'Toronto',
      primary_city_id: '7c7f3c1e-0000-4000-8000-000000000001',
      biography_en: 'Loving father.\n\nRest in peace.',
      biography_sr_cyrl: '',
      service_date: '2024-03-08',
      service_time: '11:00',
      service_church: 'St. Sava',
      service_church_sr_cyrl: 'Свети Сава',
      service_address: '',
      cover_image_url: '',
      gallery_image_urls: 'https://example.com/1.jpg\n\nhttps://example.com/2.jpg',
    };
    // A passing or a birth "in 2099" is a slip of the year, said next to the field.
    expect(
      fieldErrors(
        memorialSubmissionSchema.safeParse({
          ...form,
          date_of_birth: '2099-01-01',
          date_of_passing: '2099-03-04',
        }).error!,
      ),
    ).toEqual({
      date_of_birth: 'submissions.validation.dateInFuture',
      date_of_passing: 'submissions.validation.dateInFuture',
    });
    const row = memorialRow(memorialSubmissionSchema.parse(form));
    expect(row).toMatchObject({
      grammatical_gender: 'masculine',
      first_name: 'Petar',
      middle_name: 'Mihailo',
      last_name: 'Petrović',
      city_id: form.primary_city_id,
      obituary_sr_cyrl: null,
      gallery_image_urls: ['https://example.com/1.jpg', 'https://example.com/2.jpg'],
      service_info: {
        date: '2024-03-08',
        time: '11:00',
        church: 'St. Sava',
        church_sr_cyrl: 'Свети Сава',
        address: null,
      },
    });
    expect(row.obituary_en).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Loving father.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Rest in peace.' }] },
      ],
    });
    expect(memorialFormValues(row)).toEqual({
      ...form,
      gallery_image_urls: 'https://example.com/1.jpg\nhttps://example.com/2.jpg',
    });
    const neutral = memorialRow(
      memorialSubmissionSchema.parse({ ...form, grammatical_gender: '' }),
    );
    expect(neutral.grammatical_gender).toBeNull();
    expect(
      memorialSubmissionSchema.safeParse({ ...form, grammatical_gender: 'neuter' }).success,
    ).toBe(false);
    const missing = memorialSubmissionSchema.safeParse({
      ...form,
      full_name: '',
      primary_city_id: '',
    });
    expect(fieldErrors(missing.error!)).toEqual({
      full_name: 'submissions.validation.fullNameRequired',
      primary_city_id: 'submissions.validation.primaryCityRequired',
    });
  });

  it('refuses a passing before the birth, on the date of passing', () => {
    const memorial = {
      full_name: 'Ana',
      given_names: '',
      family_name: '',
      date_of_birth: '1950-05-05',
      place_of_birth: '',
      date_of_passing: '1949-01-01',
      place_of_passing: '',
      primary_city_id: '7c7f3c1e-0000-4000-8000-000000000001',
      biography_en: '',
      biography_sr_cyrl: '',
      service_date: '',
      service_time: '',
      service_church: '',
      service_address: '',
      cover_image_url: '',
      gallery_image_urls: '',
    };
    expect(fieldErrors(memorialSubmissionSchema.safeParse(memorial).error!)).toEqual({
      date_of_passing: 'submissions.validation.passingBeforeBirth',
    });
    expect(
      memorialSubmissionSchema.safeParse({ ...memorial, date_of_passing: '1950-05-05' }).success,
    ).toBe(true);
  });

  it('refuses an end time before the start on the same end date; no end date may pass midnight', () => {
    const event = {
      title_en: 'Slava',
      title_sr_cyrl: '',
      description_en: '',
      description_sr_cyrl: '',
      event_date: '2027-01-27',
      event_time: '18:00',
      end_date: '2027-01-27',
      end_time: '17:00',
      venue_name: '',
      location_text: '',
      city_tag: 'toronto',
      tickets_url: '',
      image_url: '',
      organization_id: '',
    };
    expect(fieldErrors(eventSubmissionSchema.safeParse(event).error!)).toEqual({
      end_time: 'submissions.validation.endTimeBeforeStart',
    });
    expect(eventSubmissionSchema.safeParse({ ...event, end_date: '' }).success).toBe(true);
    expect(eventSubmissionSchema.safeParse({ ...event, end_date: '2027-01-28' }).success).toBe(
      true,
    );
  });

  it('stores a valid phone in E.164 and refuses others; bare and http:// sites are links', () => {
    const base = { ...blankOrganization, name_en: 'Hram', category: 'church', city_tag: 'toronto' };
    expect(
      organizationSubmissionSchema.parse({
        ...base,
        phone: '(416) 555-0100',
        website: 'www.hram.example',
      }),
    ).toMatchObject({ phone: '+14165550100', website: 'https://www.hram.example' });
    expect(
      organizationSubmissionSchema.parse({ ...base, website: 'http://hram.example' }),
    ).toMatchObject({ website: 'http://hram.example' });
    expect(
      fieldErrors(organizationSubmissionSchema.safeParse({ ...base, phone: '555' }).error!),
    ).toEqual({
      phone: 'submissions.validation.phoneInvalid',
    });
  });

  it('gives every over-long field the too-long message', () => {
    const base = { ...blankOrganization, name_en: 'Hram', category: 'church', city_tag: 'toronto' };
    expect(
      fieldErrors(
        organizationSubmissionSchema.safeParse({ ...base, name_en: 'x'.repeat(201) }).error!,
      ),
    ).toEqual({ name_en: 'submissions.validation.tooLong' });
  });
});
