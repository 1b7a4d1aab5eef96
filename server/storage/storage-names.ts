import { storageErrors } from './storage-error.ts';

/**
 * The names a client gives (buckets, object paths), size limits and MIME
 * rules, checked as storage-api checks them (PROTOCOL.md §5.6, §5.7), and a
 * bit stricter where that keeps a name meaning one thing: no empty, `.` or
 * `..` segment, no leading `/`, no control characters, at most 1024 bytes.
 * Names never become file paths (object-store.ts keys files by version),
 * so these rules are about clean names, not about where files go.
 */

const bucketNamePattern = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;

export function isValidBucketName(name: string): boolean {
  return bucketNamePattern.test(name) && name.trim() === name && !name.endsWith('--table-s3');
}

export function checkBucketName(name: string): string {
  if (!isValidBucketName(name)) throw storageErrors.invalidBucketName();
  return name;
}

const objectNamePattern = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;

export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || name.length > 1024 || !objectNamePattern.test(name)) return false;
  if (name.startsWith('/')) return false;
  // `a//b` would be two names for one place; a trailing `/` is a folder, not a file.
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function checkObjectName(name: string): string {
  if (!isValidObjectName(name)) throw storageErrors.invalidKey(name.slice(0, 200));
  return name;
}

/**
 * A bucket's `file_size_limit` as storage-js sends it: bytes as a number, or
 * a string such as '20mb' in decimal units (3 significant digits).
 */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) return Number(value);
    const match = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i.exec(value.trim());
    if (match) {
      const factor = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2]!.toLowerCase() as 'b'];
      return Math.round(Number(Number(match[1]).toPrecision(3)) * factor);
    }
  }
  throw storageErrors.invalidRequest('Invalid file size limit');
}

const mimePattern = /^[a-z0-9!#$&^_.+-]+\/([a-z0-9!#$&^_.+-]+|\*)(\s*;\s*[a-z0-9_.+-]+=[^;]+)*$/i;

/** `allowed_mime_types` as sent: empty entries dropped, each a type/subtype or ending in `*`. */
export function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value)) throw storageErrors.invalidRequest('Invalid allowed_mime_types');
  const entries = value.filter((entry) => entry !== '');
  for (const entry of entries) {
    if (typeof entry !== 'string' || entry.length > 255 || !mimePattern.test(entry))
      throw storageErrors.mimeNotAllowed(String(entry).slice(0, 255));
  }
  return entries as string[];
}

/** A MIME type without its parameters, lower-cased: `Text/Plain;charset=UTF-8` → `text/plain`. */
export function mimeEssence(mime: string): string {
  return mime.split(';')[0]!.trim().toLowerCase();
}

/**
 * Whether `mime` is allowed by the bucket: the essence equal to an allowed
 * entry's, or its type equal to an entry ending in `/*` (more lenient than
 * upstream, which also compares parameters).
 */
export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimeEssence(mime).split('/');
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = mimeEssence(entry).split('/');
    if (allowedType === '*') return true;
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
