import { maxLength } from './field-limits.ts';
import { grammaticalGenders } from './grammatical-gender.ts';
import { isPlainEmail } from './plain-email.ts';
import { cleanLine, cleanText } from './text-hygiene.ts';
import { isImageUrl, isLinkUrl, normalizeWebUrl } from './web-url.ts';
import { z } from './zod.ts';

/**
 * The creator forms and the creator server functions share these schemas
 * (SPEC §5). Messages are i18n keys under `creators.validation.*`, so one
 * schema serves every language and the server answers with the same keys.
 */

export {
  creatorCountries,
  type CreatorNiche,
  creatorNiches,
  isYouTubeVideoUrl,
  shortBioMaxLength,
  youTubeWatchId,
} from './creator-options.ts';
import {
  creatorCountries,
  creatorNiches,
  isYouTubeVideoUrl,
  shortBioMaxLength,
} from './creator-options.ts';

const message = (key: string) => ({ error: `creators.validation.${key}` });
/** One line: invisible characters removed, NFC, trimmed (as the database stores it). */
const text = (max: number) => z.string().overwrite(cleanLine).max(max, message('tooLong'));
/** Several lines (bios, proof, messages). */
const longText = (max: number) =>
  z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .max(max, message('tooLong'));
const optionalText = (max: number) => text(max).optional().default('');

const requiredEmail = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, message(requiredKey))
    .pipe(z.email(message('emailInvalid')).refine(isPlainEmail, message('emailInvalid')));

/** Blank, or an absolute http(s) address; "www.example.org" becomes https://www.example.org. */
const optionalUrl = z
  .string()
  .overwrite(normalizeWebUrl)
  .max(maxLength.url, message('tooLong'))
  .refine((value) => value === '' || isLinkUrl(value), message('urlInvalid'))
  .optional()
  .default('');

/** As a link, or a path on this site (the demo profiles' pictures), as the database accepts. */
const optionalImageUrl = z
  .string()
  .overwrite(normalizeWebUrl)
  .max(maxLength.url, message('tooLong'))
  .refine((value) => value === '' || isImageUrl(value), message('urlInvalid'))
  .optional()
  .default('');

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export const creatorSubmissionSchema = z
  .object({
    email_public: requiredEmail('emailRequired'),
    name_cyr: optionalText(maxLength.name),
    name_lat: optionalText(maxLength.name),
    name_eng: optionalText(maxLength.name),
    short_bio_cyr: longText(shortBioMaxLength).optional().default(''),
    short_bio_lat: longText(shortBioMaxLength).optional().default(''),
    short_bio_eng: longText(shortBioMaxLength).optional().default(''),
    country: z.enum(creatorCountries, message('countryInvalid')),
    city: optionalText(maxLength.name),
    grammatical_gender: z
      .union([z.literal(''), z.enum(grammaticalGenders)])
      .optional()
      .default(''),
    niche: z.array(z.enum(creatorNiches, message('nicheInvalid'))).default([]),
    youtube_channel_url: optionalUrl,
    primary_video_url: optionalUrl.refine(
      (value) => value === '' || isYouTubeVideoUrl(value),
      message('videoUrlInvalid'),
    ),
    instagram_url: optionalUrl,
    tiktok_url: optionalUrl,
    facebook_url: optionalUrl,
    website_url: optionalUrl,
    avatar_image: optionalImageUrl,
    banner_image: optionalImageUrl,
    consent: z
      .boolean(message('consentRequired'))
      .refine((value) => value, message('consentRequired')),
    honeypot: z.string().optional().default(''),
  })
  // `when`: the one-name and one-bio rules run even while another field is
  // invalid, so the form reports every rule at once.
  .refine((value) => !(blank(value.name_cyr) && blank(value.name_lat) && blank(value.name_eng)), {
    path: ['name_eng'],
    ...message('nameRequired'),
    when: () => true,
  })
  .refine(
    (value) =>
      !(blank(value.short_bio_cyr) && blank(value.short_bio_lat) && blank(value.short_bio_eng)),
    { path: ['short_bio_eng'], ...message('bioRequired'), when: () => true },
  );
export type CreatorSubmissionInput = z.input<typeof creatorSubmissionSchema>;
export type CreatorSubmission = z.output<typeof creatorSubmissionSchema>;

/** Body of send-creator-verification: the public email and the name of the new profile. */
export const creatorVerificationSchema = z.object({
  email: requiredEmail('emailRequired'),
  name: text(maxLength.name).min(1, message('nameRequired')),
});

/** The claim form and request-creator-claim. */
export const creatorClaimSchema = z.object({
  slug: z.string().overwrite(cleanLine).min(1, message('creatorNotFound')).max(maxLength.slug),
  email: requiredEmail('emailRequired'),
  proof: longText(maxLength.note).min(1, message('proofRequired')),
});
export type CreatorClaimInput = z.input<typeof creatorClaimSchema>;

/** The contact form of a profile and send-creator-contact-form. */
export const creatorContactSchema = z.object({
  name: text(maxLength.name).min(1, message('contactNameRequired')),
  fromEmail: requiredEmail('contactEmailRequired'),
  message: longText(maxLength.contactMessage).min(1, message('messageRequired')),
  honeypot: z.string().optional().default(''),
  creatorId: z.uuid(message('creatorNotFound')),
});
export type CreatorContactInput = z.input<typeof creatorContactSchema>;

/** The report dialog and report-creator-profile. */
export const creatorReportSchema = z.object({
  creatorSlug: z
    .string()
    .overwrite(cleanLine)
    .min(1, message('creatorNotFound'))
    .max(maxLength.slug),
  creatorName: text(maxLength.name).optional().default(''),
  reason: longText(maxLength.note).min(1, message('reasonRequired')),
  reporterInfo: z.string().optional(),
});
export type CreatorReportInput = z.input<typeof creatorReportSchema>;

/** The admin Create Profile dialog. */
export const adminCreateCreatorSchema = z.object({
  name_eng: text(maxLength.name).min(1, message('adminNameRequired')),
  email_public: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (z.email().safeParse(value).success && isPlainEmail(value)),
      message('emailInvalid'),
    )
    .optional()
    .default(''),
  status: z.enum(['draft', 'published']),
});
export type AdminCreateCreatorInput = z.input<typeof adminCreateCreatorSchema>;

/** Field → first message key, for a 400 answer or a form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
