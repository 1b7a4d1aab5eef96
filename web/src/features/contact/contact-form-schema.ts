import { z } from 'zod';

/** Every validation message of the contact form; each is a key in the web's messages. */
export const contactValidationMessages = [
  'contact.errors.fullNameRequired',
  'contact.errors.emailRequired',
  'contact.errors.emailInvalid',
  'contact.errors.subjectRequired',
  'contact.errors.messageRequired',
] as const;
export type ContactValidationMessage = (typeof contactValidationMessages)[number];

const required = (key: ContactValidationMessage) => z.string().trim().min(1, { error: key });

/** The contact form (SPEC §2): fullname, email, subject and message, all required. */
export const contactFormSchema = z.object({
  fullname: required('contact.errors.fullNameRequired'),
  email: required('contact.errors.emailRequired').pipe(
    z.email({ error: 'contact.errors.emailInvalid' }),
  ),
  subject: required('contact.errors.subjectRequired'),
  message: required('contact.errors.messageRequired'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export function isContactValidationMessage(value: unknown): value is ContactValidationMessage {
  return contactValidationMessages.includes(value as ContactValidationMessage);
}
