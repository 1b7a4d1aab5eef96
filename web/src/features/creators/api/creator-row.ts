import type { CreatorNiche } from '@domain/creator-options.ts';

/** A row of public.creators as the web app reads it. */
export interface CreatorRow {
  id: string;
  slug: string;
  name_eng: string | null;
  name_lat: string | null;
  name_cyr: string | null;
  email_public: string | null;
  short_bio_eng: string | null;
  short_bio_lat: string | null;
  short_bio_cyr: string | null;
  long_bio_eng: unknown;
  long_bio_lat: unknown;
  long_bio_cyr: unknown;
  country: 'Canada' | 'USA' | null;
  city: string | null;
  /** feminine, masculine or null: chooses the forms of Serbian texts (migration 0430). */
  grammatical_gender?: 'feminine' | 'masculine' | null;
  niche: CreatorNiche[];
  youtube_channel_url: string | null;
  primary_video_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  facebook_url: string | null;
  website_url: string | null;
  avatar_image: string | null;
  banner_image: string | null;
  status: 'draft' | 'pending_review' | 'published';
  verified: boolean;
  created_by_admin: boolean;
  contact_form_enabled: boolean;
  owner_user_id: string | null;
  created_at: string;
}
