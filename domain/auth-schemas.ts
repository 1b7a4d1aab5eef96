import { isEmailCode, normalizeEmailCode } from './email-code.ts';
import { z } from './zod.ts';

/**
 * The account forms (sign in, sign up, forgot and reset password, the email
 * code). Messages
 * are i18n keys, so one schema serves every language. Password rules follow
 * the accounts server: at least 8 characters, at most 128.
 */

export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const fullNameMaxLength = 200;

export { type AuthValidationMessage, authValidationMessages } from './auth-validation-messages.ts';
import type { AuthValidationMessage } from './auth-validation-messages.ts';

const message = (key: AuthValidationMessage) => ({ error: key });

const emailField = z
  .string()
  .trim()
  .min(1, message('auth.validation.emailRequired'))
  .pipe(z.email(message('auth.validation.emailInvalid')));

/** Signing in checks only that something was typed: the server judges the pair. */
const currentPasswordField = z.string().min(1, message('auth.validation.passwordRequired'));

const newPasswordField = z
  .string()
  .min(1, { ...message('auth.validation.passwordRequired'), abort: true })
  .refine((value) => [...value].length >= passwordMinLength, {
    ...message('auth.validation.passwordTooShort'),
    abort: true,
  })
  .refine(
    (value) => [...value].length <= passwordMaxLength,
    message('auth.validation.passwordTooLong'),
  );

export const signInSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type SignIn = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, message('auth.validation.fullNameRequired'))
    .max(fullNameMaxLength, message('auth.validation.fullNameTooLong')),
  email: emailField,
  password: newPasswordField,
});
export type SignUp = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, message('auth.validation.passwordRequired')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    ...message('auth.validation.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The 6-digit code of an account email; spaces typed or pasted around it are ignored. */
export const emailCodeSchema = z.object({
  code: z
    .string()
    .overwrite(normalizeEmailCode)
    .refine(isEmailCode, message('auth.code.notSixDigits')),
});
export type EmailCode = z.infer<typeof emailCodeSchema>;
