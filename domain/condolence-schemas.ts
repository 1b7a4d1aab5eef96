import { maxLength } from './field-limits.ts';
import { isPlainEmail } from './plain-email.ts';
import { cleanLine, cleanText } from './text-hygiene.ts';
import { z } from './zod.ts';

/**
 * The condolence form of a memorial and the leave-condolence function.
 * Messages are i18n keys under `condolences.validation.*`. The email is
 * required of visitors only (the function checks it against the session).
 */

const message = (key: string) => ({ error: `condolences.validation.${key}` });
const line = (max: number) => z.string().overwrite(cleanLine).max(max, message('tooLong'));

export const condolenceSchema = z.object({
  memorialSlug: z
    .string()
    .overwrite(cleanLine)
    .min(1, message('memorialNotFound'))
    .max(maxLength.slug, message('memorialNotFound')),
  authorName: line(maxLength.name).min(1, message('nameRequired')),
  relation: line(maxLength.name).optional().default(''),
  message: z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .max(maxLength.condolence, message('tooLong'))
    .min(1, message('messageRequired')),
  email: z
    .string()
    .trim()
    .max(maxLength.email, message('emailInvalid'))
    .refine((value) => value === '' || isPlainEmail(value), message('emailInvalid'))
    .optional()
    .default(''),
  honeypot: z.string().optional().default(''),
});
export type CondolenceInput = z.input<typeof condolenceSchema>;
export type Condolence = z.output<typeof condolenceSchema>;

/** light-candle: which memorial. */
export const candleSchema = z.object({
  memorialSlug: z.string().overwrite(cleanLine).min(1).max(maxLength.slug),
});
