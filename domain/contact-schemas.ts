import { maxLength } from './field-limits.ts';
import { isPlainEmail } from './plain-email.ts';
import { cleanLine, cleanText } from './text-hygiene.ts';
import { z } from './zod.ts';

/** Every message of the contact form's schema; each is a key in the web's messages. */
export type ContactValidationMessage =
  | 'contact.errors.fullNameRequired'
  | 'contact.errors.emailRequired'
  | 'contact.errors.emailInvalid'
  | 'contact.errors.subjectRequired'
  | 'contact.errors.messageRequired'
  | 'contact.errors.tooLong';

const tooLong = { error: 'contact.errors.tooLong' satisfies ContactValidationMessage };
const line = (max: number, key: ContactValidationMessage) =>
  z.string().overwrite(cleanLine).min(1, { error: key }).max(max, tooLong);

/**
 * The contact form (SPEC §2): fullname, email, subject and message, all
 * required and bounded; the server function send-contact-message parses the
 * same schema. `honeypot` is the hidden field only bots fill in.
 */
export const contactFormSchema = z.object({
  fullname: line(maxLength.name, 'contact.errors.fullNameRequired'),
  email: z
    .string()
    .trim()
    .min(1, { error: 'contact.errors.emailRequired' })
    .max(maxLength.email, tooLong)
    .pipe(
      z
        .email({ error: 'contact.errors.emailInvalid' })
        .refine(isPlainEmail, { error: 'contact.errors.emailInvalid' }),
    ),
  subject: line(maxLength.title, 'contact.errors.subjectRequired'),
  message: z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .min(1, { error: 'contact.errors.messageRequired' })
    .max(maxLength.contactMessage, tooLong),
  honeypot: z.string().optional().default(''),
});
export type ContactForm = z.input<typeof contactFormSchema>;
