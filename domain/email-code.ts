/**
 * The 6-digit code of an account email, as typed or pasted. Spaces are
 * ignored (people copy "123 456" or a stray space around it); anything else
 * is kept so a wrong character shows as an error rather than vanishing.
 */
export function normalizeEmailCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** True when the normalised code is exactly six digits, the only shape the server accepts. */
export function isEmailCode(code: string): boolean {
  return /^[0-9]{6}$/.test(code);
}
