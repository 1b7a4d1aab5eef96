import { maxLength } from './field-limits.ts';
import { languages } from './language.ts';
import { isPlainEmail } from './plain-email.ts';
import { z } from './zod.ts';

/**
 * The newsletter forms (footer, Join dialog) and the newsletter server
 * functions share these schemas. Messages are keys under `newsletter.errors`.
 */

export const newsletterSources = ['footer', 'join_dialog'] as const;
/** How many cities one subscription may choose (the database allows as many). */
export const newsletterMaxCities = 20;

const message = (key: string) => ({ error: `newsletter.errors.${key}` });

const citySlug = z
  .string()
  .max(maxLength.cityTag, message('cityInvalid'))
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, message('cityInvalid'));

export const newsletterCitiesSchema = z
  .array(citySlug)
  .max(newsletterMaxCities, message('tooManyCities'))
  .optional()
  .default([])
  .transform((slugs) => [...new Set(slugs)]);

export const newsletterSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, message('emailRequired'))
    .max(maxLength.email, message('emailInvalid'))
    .pipe(z.email(message('emailInvalid')).refine(isPlainEmail, message('emailInvalid'))),
  language: z.enum(languages, message('languageInvalid')),
  cities: newsletterCitiesSchema,
  source: z.enum(newsletterSources).optional().default('footer'),
  honeypot: z.string().optional().default(''),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** A confirmation or unsubscribe link's token (base64url, 32 random bytes). */
export const newsletterTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, message('linkInvalid')),
});

/** A subscriber's new preferences, sent with the token of their newsletter's link. */
export const newsletterPreferencesSchema = newsletterTokenSchema.extend({
  language: z.enum(languages, message('languageInvalid')),
  cities: newsletterCitiesSchema,
});
export type NewsletterPreferencesInput = z.input<typeof newsletterPreferencesSchema>;

/** The admin's digest preview: which language and cities to render it for. */
export const newsletterPreviewSchema = z.object({
  language: z.enum(languages, message('languageInvalid')),
  cities: newsletterCitiesSchema,
});
