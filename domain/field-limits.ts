/**
 * The longest value each field may hold: the database enforces these with
 * CHECK constraints named `{table}_{column}_max_length` (migration 0248), the
 * zod schemas and the web forms use the same numbers, and
 * server/db/field-limits.test.ts checks that the database agrees.
 * Text is measured in characters, rich-text and other JSON in bytes of its
 * text, lists in characters of all their items joined.
 */

export const maxLength = {
  /** A person's, organization's, business's or creator's name; a city, a venue, a place. */
  name: 200,
  /** A news or event title. */
  title: 300,
  /** A creator's short bio (SPEC §5). */
  shortBio: 280,
  /** A news excerpt. */
  excerpt: 1_000,
  /** An organization's, business's or event's description. */
  description: 20_000,
  /** A news article's body. */
  article: 50_000,
  /** A rich-text document (long bio, obituary) as JSON. */
  richTextBytes: 100_000,
  /** A memorial's service details as JSON. */
  serviceInfoBytes: 4_000,
  /** An event's recurrence rule as JSON (at most 100 exceptions: domain/event-recurrence.ts). */
  recurrenceBytes: 2_000,
  /** A calendar feed event's UID, with a changed occurrence's '#YYYYMMDD' (0910). */
  feedUid: 1_100,
  /** A SHA-256 in hex, with room to change the hash. */
  hash: 128,
  /** A street address or location line. */
  address: 300,
  phone: 50,
  /** RFC 5321's limit for a whole address. */
  email: 254,
  url: 2_000,
  /** All gallery image URLs of a memorial together (24 of them at most). */
  galleryUrls: 24 * 2_001,
  /** The niches of a creator together. */
  niches: 200,
  cityTag: 100,
  slug: 200,
  /** A value from a fixed list (status, category, country, time zone). */
  code: 64,
  /** A claim's proof, a report's reason, an editor's review note. */
  note: 4_000,
  /** A stored token hash. */
  tokenHash: 128,
  /** A memorial biography as typed (stored as a rich-text document; Cyrillic takes 2 bytes a letter). */
  biography: 20_000,
  /** A message sent through a creator's contact form (mailed, not stored). */
  contactMessage: 5_000,
  /** A condolence in a memorial's book. */
  condolence: 2_000,
} as const;

/** Every text, JSON and list column a client can write, with its limit. */
export const columnMaxLength = {
  profiles: { full_name: maxLength.name },
  organizations: {
    slug: maxLength.slug,
    name_en: maxLength.name,
    name_sr_cyrl: maxLength.name,
    description_en: maxLength.description,
    description_sr_cyrl: maxLength.description,
    category: maxLength.code,
    address: maxLength.address,
    phone: maxLength.phone,
    email: maxLength.email,
    website: maxLength.url,
    city_tag: maxLength.cityTag,
    logo_image_url: maxLength.url,
    image_url: maxLength.url,
    status: maxLength.code,
    review_note: maxLength.note,
    submission_language: maxLength.code,
  },
  businesses: {
    slug: maxLength.slug,
    name_en: maxLength.name,
    name_sr_cyrl: maxLength.name,
    description_en: maxLength.description,
    description_sr_cyrl: maxLength.description,
    category: maxLength.code,
    city_tag: maxLength.cityTag,
    address: maxLength.address,
    phone: maxLength.phone,
    email: maxLength.email,
    website: maxLength.url,
    image_url: maxLength.url,
    status: maxLength.code,
    review_note: maxLength.note,
    submission_language: maxLength.code,
  },
  events: {
    slug: maxLength.slug,
    title_en: maxLength.title,
    title_sr_cyrl: maxLength.title,
    description_en: maxLength.description,
    description_sr_cyrl: maxLength.description,
    timezone: maxLength.code,
    location_text: maxLength.address,
    venue_name: maxLength.name,
    venue_name_sr_cyrl: maxLength.name,
    city_tag: maxLength.cityTag,
    tickets_url: maxLength.url,
    featured_image_url: maxLength.url,
    image_url: maxLength.url,
    status: maxLength.code,
    review_note: maxLength.note,
    category: maxLength.code,
    recurrence: maxLength.recurrenceBytes,
    submission_language: maxLength.code,
    // Written only by the calendar import (0910).
    source_uid: maxLength.feedUid,
    source_hash: maxLength.hash,
    source_state: maxLength.code,
  },
  organization_calendar_feeds: {
    url: maxLength.url,
  },
  news: {
    slug: maxLength.slug,
    title_en: maxLength.title,
    title_sr_cyrl: maxLength.title,
    excerpt_en: maxLength.excerpt,
    excerpt_sr_cyrl: maxLength.excerpt,
    content_en: maxLength.article,
    content_sr_cyrl: maxLength.article,
    category: maxLength.code,
    city_tag: maxLength.cityTag,
    image_url: maxLength.url,
    status: maxLength.code,
    review_note: maxLength.note,
    submission_language: maxLength.code,
  },
  memorials: {
    grammatical_gender: maxLength.code,
    slug: maxLength.slug,
    full_name: maxLength.name,
    first_name: maxLength.name,
    middle_name: maxLength.name,
    last_name: maxLength.name,
    place_of_birth: maxLength.name,
    place_of_passing: maxLength.name,
    obituary_en: maxLength.richTextBytes,
    obituary_sr_cyrl: maxLength.richTextBytes,
    profile_image_url: maxLength.url,
    gallery_image_urls: maxLength.galleryUrls,
    service_info: maxLength.serviceInfoBytes,
    visibility: maxLength.code,
    moderation_status: maxLength.code,
    status: maxLength.code,
    review_note: maxLength.note,
    submission_language: maxLength.code,
  },
  creators: {
    grammatical_gender: maxLength.code,
    slug: maxLength.slug,
    name_eng: maxLength.name,
    name_lat: maxLength.name,
    name_cyr: maxLength.name,
    email_public: maxLength.email,
    short_bio_cyr: maxLength.shortBio,
    short_bio_lat: maxLength.shortBio,
    short_bio_eng: maxLength.shortBio,
    long_bio_eng: maxLength.richTextBytes,
    long_bio_lat: maxLength.richTextBytes,
    long_bio_cyr: maxLength.richTextBytes,
    country: maxLength.code,
    city: maxLength.name,
    niche: maxLength.niches,
    youtube_channel_url: maxLength.url,
    primary_video_url: maxLength.url,
    instagram_url: maxLength.url,
    tiktok_url: maxLength.url,
    facebook_url: maxLength.url,
    website_url: maxLength.url,
    avatar_image: maxLength.url,
    banner_image: maxLength.url,
    status: maxLength.code,
    submission_language: maxLength.code,
  },
  creator_claims: {
    email: maxLength.email,
    proof: maxLength.note,
    status: maxLength.code,
    verification_token_hash: maxLength.tokenHash,
    language: maxLength.code,
    review_note: maxLength.note,
    target_kind: maxLength.code,
  },
  creator_reports: {
    reason: maxLength.note,
    reporter: maxLength.name,
    status: maxLength.code,
    review_note: maxLength.note,
  },
  contact_messages: {
    status: maxLength.code,
    handled_note: maxLength.note,
  },
  content_reports: {
    reason: maxLength.note,
    reporter: maxLength.name,
    status: maxLength.code,
    review_note: maxLength.note,
  },
  memorial_condolences: {
    author_name: maxLength.name,
    relation: maxLength.name,
    message: maxLength.condolence,
    status: maxLength.code,
    language: maxLength.code,
  },
  // Admins only (0850).
  cities: {
    slug: maxLength.cityTag,
    name: maxLength.name,
    name_sr_cyrl: maxLength.name,
    name_sr_latn: maxLength.name,
    intro_text_en: maxLength.note,
    intro_text_sr_cyrl: maxLength.note,
    intro_text_sr_latn: maxLength.note,
    hero_image_url: maxLength.url,
  },
  provinces_states: {
    code: maxLength.code,
    name: maxLength.name,
    name_sr_cyrl: maxLength.name,
    name_sr_latn: maxLength.name,
    country: maxLength.code,
    timezone: maxLength.code,
  },
} as const satisfies Record<string, Record<string, number>>;
