import { isPlainEmail } from '@domain/plain-email.ts';
import { isLinkUrl } from '@domain/web-url.ts';

/**
 * The href of a stored link or email, or undefined when the value is not one
 * the database accepts today (rows written before migration 0244 may hold
 * "/\evil.example" or "a@b.c?bcc=…"): such a value is shown as text, never
 * followed.
 */

export function linkHref(url: string | null | undefined): string | undefined {
  return url && isLinkUrl(url) ? url : undefined;
}

export function mailtoHref(email: string | null | undefined): string | undefined {
  return email && isPlainEmail(email) ? `mailto:${email}` : undefined;
}
