import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s), as authenticator apps and GoTrue
 * use it, through the otpauth library; the QR code is an SVG from qrcode.
 * The secret is stored encrypted with AES-256-GCM under a key derived from the
 * JWT secret, so a copy of the table alone does not give the codes away.
 */

function storageKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`mfa-totp-secret:${jwtSecret}`).digest();
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function sealSecret(jwtSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', storageKey(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(jwtSecret: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', storageKey(jwtSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

function totp(base32: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(base32),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** The otpauth:// URI and its QR code (an SVG document) for an authenticator app. */
export async function enrollmentUri(base32: string, issuer: string, account: string) {
  const uri = totp(base32, issuer, account).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { uri, qrCode };
}

/**
 * The time step of `code` if it is valid now (one step of clock drift either
 * way), else undefined. The caller rejects steps it has accepted before.
 */
export function matchingStep(base32: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const generator = totp(base32);
  const delta = generator.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return generator.counter({ timestamp: now }) + delta;
}

/** The current code (for tests and the development tools). */
export function currentCode(base32: string, now = Date.now()): string {
  return totp(base32).generate({ timestamp: now });
}
