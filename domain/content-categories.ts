/** The fixed value lists of SPEC sections 2, 3 and 9, as the database checks them. */

export const organizationCategories = [
  'church',
  'culture',
  'sport',
  'youth',
  'business',
  'other',
] as const;
export type OrganizationCategory = (typeof organizationCategories)[number];

/** The news list filter (first six) and the mega-menu categories. */
export const newsCategories = [
  'canada',
  'serbia',
  'culture',
  'sports',
  'business',
  'community',
  'politics',
  'interviews',
  'archive',
] as const;
export type NewsCategory = (typeof newsCategories)[number];

/**
 * The news "archive" (mega menu) is not a topic: it is every article older
 * than this many days, whatever its category, plus any filed as 'archive'.
 */
export const newsArchiveAfterDays = 180;

/** The event categories of the mega menu, plus other (migration 0390). */
export const eventCategories = ['festivals', 'theatre', 'music', 'sports', 'other'] as const;
export type EventCategory = (typeof eventCategories)[number];

export const businessCategories = [
  'restaurant',
  'retail',
  'services',
  'construction',
  'healthcare',
  'automotive',
  'professional',
] as const;
export type BusinessCategory = (typeof businessCategories)[number];

export const creatorNiches = [
  'Theatre',
  'Music',
  'Film',
  'Podcast',
  'Education',
  'Commentary',
  'Gaming',
  'Tech',
  'Business',
  'Other',
] as const;
export type CreatorNiche = (typeof creatorNiches)[number];

export const creatorCountries = ['Canada', 'USA'] as const;
export type CreatorCountry = (typeof creatorCountries)[number];

export const contentStatuses = ['draft', 'pending_review', 'published', 'rejected'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const creatorStatuses = ['draft', 'pending_review', 'published'] as const;
export type CreatorStatus = (typeof creatorStatuses)[number];

/** verify_creator_claim outcomes; the verify page maps them to SPEC section 8 messages. */
export const claimVerificationOutcomes = [
  'verified',
  'no_token',
  'invalid_or_used',
  'expired',
  'creator_not_found',
] as const;
export type ClaimVerificationOutcome = (typeof claimVerificationOutcomes)[number];
