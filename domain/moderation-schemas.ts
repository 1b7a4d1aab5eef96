import { maxLength } from './field-limits.ts';
import { cleanText } from './text-hygiene.ts';
import { z } from './zod.ts';

/**
 * The reason an editor gives with a decision that carries one (reject, send
 * back). The message is an i18n key, so one schema serves every language.
 */
export const moderationReasonSchema = z.object({
  reason: z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .min(1, { error: 'submissions.moderation.reasonRequired' })
    .max(maxLength.note, { error: 'submissions.validation.tooLong' }),
});
export type ModerationReason = z.infer<typeof moderationReasonSchema>;

/** An optional note with a decision (a contact message marked handled). */
export const moderationNoteSchema = z.object({
  reason: z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .max(maxLength.note, { error: 'submissions.validation.tooLong' }),
});
