import { z } from './zod.ts';

/** Every message of the contact form's schema; each is a key in the web's messages. */
export type ContactValidationMessage =
  | 'contact.errors.fullNameRequired'
  | 'contact.errors.emailRequired'
  | 'contact.errors.emailInvalid'
  | 'contact.errors.subjectRequired'
  | 'contact.errors.messageRequired';

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
