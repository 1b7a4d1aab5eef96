import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AuthError } from './errors.ts';

/**
 * Passwords: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane),
 * computed on libuv's thread pool so a sign-in never blocks the event loop.
 */

const argon2id = 2; // Algorithm.Argon2id (a const enum, not importable as a value here)
const hashOptions = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

export async function verifyPassword(
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  // Unknown users are checked against a real hash too, so both take as long.
  const target = storedHash ?? (await timingDummy());
  try {
    return (await verify(target, password)) && storedHash != null;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function timingDummy() {
  dummy ??= hashPassword('timing-dummy-password-never-matches');
  return dummy;
}

// The most common passwords of the zxcvbn-ts list (a maintained npm package).
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= passwordMinLength),
  );
  return common;
}

export type WeakReason = 'length' | 'pwned';

/** Reasons the password fails the policy; empty when it is fine. */
export function weakPasswordReasons(password: string): WeakReason[] {
  const reasons: WeakReason[] = [];
  if ([...password].length < passwordMinLength) reasons.push('length');
  if (commonPasswords().has(password.toLowerCase())) reasons.push('pwned');
  return reasons;
}

export function weakPasswordMessage(reasons: WeakReason[]): string {
  const parts: string[] = [];
  if (reasons.includes('length'))
    parts.push(`Password should be at least ${passwordMinLength} characters.`);
  if (reasons.includes('pwned'))
    parts.push('Password is known to be weak and easy to guess, please choose a different one.');
  return parts.join(' ');
}

/** Throws 400 validation_failed (too long) or 422 weak_password with reasons. */
export function assertPasswordPolicy(password: string) {
  if ([...password].length > passwordMaxLength) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${passwordMaxLength} characters`,
    );
  }
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', weakPasswordMessage(reasons), {
      weak_password: { reasons },
    });
  }
}
