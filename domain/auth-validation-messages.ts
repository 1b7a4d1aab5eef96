/**
 * Every validation message the account schemas can produce (each is a key in
 * the web's messages). Apart from auth-schemas.ts, without zod, so a form can
 * translate them before its schema has loaded.
 */
export const authValidationMessages = [
  'auth.validation.emailRequired',
  'auth.validation.emailInvalid',
  'auth.validation.passwordRequired',
  'auth.validation.passwordTooShort',
  'auth.validation.passwordTooLong',
  'auth.validation.fullNameRequired',
  'auth.validation.fullNameTooLong',
  'auth.validation.passwordsDoNotMatch',
  'auth.code.notSixDigits',
] as const;

export type AuthValidationMessage = (typeof authValidationMessages)[number];
