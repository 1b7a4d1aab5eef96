/**
 * Every validation message of the contact form; each is a key in the web's
 * messages. Apart from the schema, without zod, so the form can translate
 * them before its schema has loaded.
 */
export const contactValidationMessages = [
  'contact.errors.fullNameRequired',
  'contact.errors.emailRequired',
  'contact.errors.emailInvalid',
  'contact.errors.subjectRequired',
  'contact.errors.messageRequired',
] as const;
export type ContactValidationMessage = (typeof contactValidationMessages)[number];

export function isContactValidationMessage(value: unknown): value is ContactValidationMessage {
  return contactValidationMessages.includes(value as ContactValidationMessage);
}
