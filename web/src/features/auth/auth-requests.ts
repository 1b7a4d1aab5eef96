import type { EmailOtpType } from '@supabase/supabase-js';
import type { SignIn, SignUp } from '../../../../domain/auth-schemas.ts';
import { supabase } from '../../lib/supabase-client.ts';

/** The account calls of this feature, each one supabase-js call as the browser makes it. */

export function signIn(values: SignIn) {
  return supabase.auth.signInWithPassword({ email: values.email, password: values.password });
}

/**
 * Signs up with the full name (kept by the server in the profile) and the
 * interface language (the confirmation email is written in it). The email
 * link brings the person back to `nextPath` after confirming.
 */
export function signUp(values: SignUp, language: string, nextPath: string) {
  return supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      data: { full_name: values.fullName, language },
      ...(nextPath !== '/' && { emailRedirectTo: `${window.location.origin}${nextPath}` }),
    },
  });
}

export function requestPasswordReset(email: string) {
  return supabase.auth.resetPasswordForEmail(email);
}

export function updatePassword(password: string) {
  return supabase.auth.updateUser({ password });
}

export type EmailLinkType = Extract<EmailOtpType, 'signup' | 'recovery' | 'email_change'>;

/** The scanner-safe step: only this (a button press) consumes the email link's token. */
export function verifyEmailLink(tokenHash: string, type: EmailLinkType) {
  return supabase.auth.verifyOtp({ token_hash: tokenHash, type });
}
