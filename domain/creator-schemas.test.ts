import { describe, expect, it } from 'vitest';
import {
  creatorClaimSchema,
  creatorContactSchema,
  creatorReportSchema,
  creatorSubmissionSchema,
  fieldErrors,
  isYouTubeVideoUrl,
  youTubeWatchId,
} from './creator-schemas.ts';

const valid = {
  email_public: 'maja@example.com',
  name_lat: 'Maja',
  short_bio_eng: 'Films in Toronto.',
  country: 'Canada',
  consent: true,
};

describe('creatorSubmissionSchema', () => {
  it('accepts a minimal submission and fills defaults', () => {
    const parsed = creatorSubmissionSchema.parse(valid);
    expect(parsed.name_eng).toBe('');
    expect(parsed.niche).toEqual([]);
  });

  it('reports each SPEC rule under its field', () => {
    const result = creatorSubmissionSchema.safeParse({
      email_public: '',
      country: 'Canada',
      short_bio_lat: 'x'.repeat(281),
      primary_video_url: 'https://vimeo.com/1',
      consent: false,
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email_public: 'creators.validation.emailRequired',
      short_bio_lat: 'creators.validation.tooLong',
      primary_video_url: 'creators.validation.videoUrlInvalid',
      consent: 'creators.validation.consentRequired',
      // No name at all; a bio is there (too long, but given).
      name_eng: 'creators.validation.nameRequired',
    });
  });

  it('takes pictures on this site, as the database does, but links only to other sites', () => {
    const onSite = { ...valid, avatar_image: '/images/creators/avatar-6.svg' };
    expect(creatorSubmissionSchema.parse(onSite).avatar_image).toBe(
      '/images/creators/avatar-6.svg',
    );
    const result = creatorSubmissionSchema.safeParse({
      ...valid,
      banner_image: '//evil.example/x.png',
      website_url: '/about',
    });
    expect(fieldErrors(result.error!)).toEqual({
      banner_image: 'creators.validation.urlInvalid',
      website_url: 'creators.validation.urlInvalid',
    });
  });

  it('requires one name and one short bio once the fields are valid', () => {
    const result = creatorSubmissionSchema.safeParse({
      ...valid,
      name_lat: ' ',
      short_bio_eng: '',
    });
    expect(fieldErrors(result.error!)).toEqual({
      name_eng: 'creators.validation.nameRequired',
      short_bio_eng: 'creators.validation.bioRequired',
    });
  });
});

describe('the whole-form rules', () => {
  it('report the name and bio rules together with the field errors', () => {
    const result = creatorSubmissionSchema.safeParse({ email_public: '', country: 'Canada' });
    expect(fieldErrors(result.error!)).toEqual({
      email_public: 'creators.validation.emailRequired',
      consent: 'creators.validation.consentRequired',
      name_eng: 'creators.validation.nameRequired',
      short_bio_eng: 'creators.validation.bioRequired',
    });
    expect(creatorSubmissionSchema.safeParse(valid).data?.name_lat).toBe('Maja');
  });
});

describe('YouTube URLs', () => {
  it('recognises videos and only embeds watch?v= links', () => {
    expect(isYouTubeVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeVideoUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(youTubeWatchId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youTubeWatchId('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    // An id the embedded player would refuse stays a link (youtube-embed.ts takes 11 characters).
    expect(youTubeWatchId('https://www.youtube.com/watch?v=abcdef')).toBeNull();
    expect(youTubeWatchId('https://www.youtube.com/watch?v=dQw4w9WgXcQx')).toBeNull();
  });
});

describe('claim, contact and report', () => {
  it('use the SPEC messages', () => {
    expect(
      fieldErrors(creatorClaimSchema.safeParse({ slug: 'a', email: '', proof: ' ' }).error!),
    ).toEqual({
      email: 'creators.validation.emailRequired',
      proof: 'creators.validation.proofRequired',
    });
    const contact = creatorContactSchema.safeParse({ name: '', fromEmail: '', message: '' });
    expect(fieldErrors(contact.error!)).toMatchObject({
      name: 'creators.validation.contactNameRequired',
      fromEmail: 'creators.validation.contactEmailRequired',
      message: 'creators.validation.messageRequired',
    });
    const report = creatorReportSchema.safeParse({ creatorSlug: 'a', reason: '   ' });
    expect(fieldErrors(report.error!)).toEqual({ reason: 'creators.validation.reasonRequired' });
  });
});
