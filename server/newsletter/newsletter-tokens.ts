import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a confirmation or unsubscribe link (32 random bytes, base64url). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a confirmation link's token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
