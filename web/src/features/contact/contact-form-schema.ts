import { z } from '../../../../domain/zod.ts';

export {
  type ContactValidationMessage,
  contactValidationMessages,
  isContactValidationMessage,
} from './contact-validation-messages.ts';
import type { ContactValidationMessage } from './contact-validation-messages.ts';

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
