import type { creatorCountries, CreatorNiche } from '@domain/creator-options.ts';
import type { GrammaticalGender } from '@domain/grammatical-gender.ts';

/** The creator submission form's fields and values (creator-submit-page.tsx). */

/** A bot fills the form faster than this; a person this fast is asked to take a moment. */
export const minimumFillMs = 3000;
export const filledTooFast = (openedAt: number) => Date.now() - openedAt < minimumFillMs;

export const nameFields = [
  ['name_cyr', 'creators.submit.nameCyr'],
  ['name_lat', 'creators.submit.nameLat'],
  ['name_eng', 'creators.submit.nameEng'],
] as const;
export const linkFields = [
  ['youtube_channel_url', 'youtubeChannel'],
  ['primary_video_url', 'primaryVideo'],
  ['instagram_url', 'instagram'],
  ['tiktok_url', 'tiktok'],
  ['facebook_url', 'facebook'],
  ['website_url', 'website'],
  ['avatar_image', 'avatar'],
  ['banner_image', 'banner'],
] as const;

export const emptyForm = {
  email_public: '',
  name_cyr: '',
  name_lat: '',
  name_eng: '',
  short_bio_cyr: '',
  short_bio_lat: '',
  short_bio_eng: '',
  country: 'Canada' as (typeof creatorCountries)[number],
  city: '',
  grammatical_gender: '' as '' | GrammaticalGender,
  youtube_channel_url: '',
  primary_video_url: '',
  instagram_url: '',
  tiktok_url: '',
  facebook_url: '',
  website_url: '',
  avatar_image: '',
  banner_image: '',
  honeypot: '',
  niche: [] as CreatorNiche[],
  consent: false,
};
export type TextField = Exclude<keyof typeof emptyForm, 'niche' | 'consent'>;

/** The form's values from a stored profile (the dashboard's edit of a draft). */
export function formFromRow(row: Record<string, unknown>): typeof emptyForm {
  const entries = Object.keys(emptyForm).map((key) => {
    const value = row[key];
    return [key, typeof value === 'string' ? value : emptyForm[key as TextField]];
  });
  const niche = (Array.isArray(row.niche) ? row.niche.map(String) : []) as CreatorNiche[];
  return {
    ...(Object.fromEntries(entries) as typeof emptyForm),
    honeypot: '',
    niche,
    // The owner of a stored profile gave this consent when they submitted it (issue 38).
    consent: true,
  };
}
