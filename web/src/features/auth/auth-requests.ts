import type { EmailOtpType } from '@supabase/supabase-js';
import type { SignIn, SignUp } from '@domain/auth-schemas.ts';

// supabase-js loads on the first call (a submit), not with the form pages.
const client = async () => (await import('@/lib/supabase-client.ts')).supabase;

/** The account calls of this feature, each one supabase-js call as the browser makes it. */

export async function signIn(values: SignIn) {
  return (await client()).auth.signInWithPassword({
    email: values.email,
    password: values.password,
  });
}

/**
 * Signs up with the full name (kept by the server in the profile) and the
 * interface language (the confirmation email is written in it). The email
 * link brings the person back to `nextPath` after confirming.
 */
export async function signUp(values: SignUp, language: string, nextPath: string) {
  return (await client()).auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      data: { full_name: values.fullName, language },
      ...(nextPath !== '/' && { emailRedirectTo: `${window.location.origin}${nextPath}` }),
    },
  });
}

export async function requestPasswordReset(email: string) {
  return (await client()).auth.resetPasswordForEmail(email);
}

export async function updatePassword(password: string) {
  return (await client()).auth.updateUser({ password });
}

/** Mails a sign-in code (and link) if the address has an account; never creates one. */
export async function requestSignInCode(email: string) {
  return (await client()).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
}

export type EmailLinkType = Extract<
  EmailOtpType,
  'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite'
>;

/** The scanner-safe step: only this (a button press) consumes the email link's token. */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType) {
  return (await client()).auth.verifyOtp({ token_hash: tokenHash, type });
}

export type EmailCodeType = Extract<EmailOtpType, 'signup' | 'recovery' | 'email'>;

/** The same verification as the link's, with the 6-digit code the email also shows. */
export async function verifyEmailCode(email: string, code: string, type: EmailCodeType) {
  return (await client()).auth.verifyOtp({ email, token: code, type });
}
