import type { Context } from 'hono';

/**
 * Errors of /storage/v1 in storage-api's shape (PROTOCOL.md §5.3):
 * `{statusCode, code, error, message}` where `statusCode` is the real code as
 * a string, and the HTTP status is 400 for every handled error but a few
 * (storage-js reads `statusCode`; `exists()` takes a 400 or 404 as "no").
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    /** The HTTP status: 400 unless the protocol keeps another one. */
    readonly httpStatus: 400 | 403 | 404 | 416 | 429 | 500 | 503 = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return {
      statusCode: this.statusCode,
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const storageErrors = {
  accessDenied: (message: string) =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  invalidRole: () =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', 'Access denied: Invalid role', 403),
  rlsRefused: () =>
    new StorageError(
      '403',
      'AccessDenied',
      'Unauthorized',
      'new row violates row-level security policy',
    ),
  bucketNotFound: () =>
    new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  bytesMissing: () =>
    new StorageError('404', 'NoSuchKey', 'Not found', 'The resource was not found', 400, {
      'Cache-Control': 'no-store',
    }),
  keyExists: () =>
    new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketExists: () =>
    new StorageError('409', 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  resourceExists: () =>
    new StorageError('409', 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      '409',
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  tooLarge: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  metadataTooLarge: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The user_metadata exceeded the maximum allowed size',
    ),
  mimeNotAllowed: (mime: string) =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported`,
    ),
  invalidBucketName: () =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidKey: (name: string) =>
    new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${name}`),
  noContent: () =>
    new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Error', message),
  invalidJwt: (message: string) => new StorageError('400', 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError('400', 'InvalidSignature', 'InvalidSignature', message),
  invalidRange: () =>
    new StorageError('416', 'InvalidRange', 'invalid_range', 'invalid range provided', 416),
  rateLimited: () =>
    new StorageError(
      '429',
      'SlowDown',
      'Too Many Requests',
      'Too many uploads. Please try again later.',
      429,
      { 'Retry-After': '60' },
    ),
  /**
   * The day's upload allowance (count or bytes) of the caller's network or
   * account is used up (upload-quota.ts). storage-api has no quotas; this is
   * its rate-limit answer with our own message.
   */
  uploadQuota: (what: 'files' | 'bytes') =>
    new StorageError(
      '429',
      'SlowDown',
      'Too Many Requests',
      what === 'files'
        ? "Today's upload allowance is used up: too many files. Please try again tomorrow."
        : "Today's upload allowance is used up: too many bytes. Please try again tomorrow.",
      429,
      { 'Retry-After': '3600' },
    ),
  /** The image queue is full (server/images/image-queue.ts): come back shortly. */
  imageBusy: () =>
    new StorageError(
      '503',
      'SlowDown',
      'Service Unavailable',
      'Many images are being processed. Please try again shortly.',
      503,
      { 'Retry-After': '10' },
    ),
  invalidImage: () =>
    new StorageError(
      '400',
      'InvalidRequest',
      'Invalid Image',
      'The source image is invalid or unsupported for rendering',
    ),
  routeNotFound: (method: string, path: string) =>
    new StorageError(
      '404',
      'InvalidRequest',
      'Not Found',
      `Route ${method}:${path} not found`,
      404,
    ),
  internal: () =>
    new StorageError('500', 'InternalError', 'Internal', 'Internal Server Error', 500),
};

export function storageErrorResponse(c: Context, error: StorageError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  // A HEAD answer has no body; storage-js then reads the status alone.
  if (c.req.method === 'HEAD') return c.body(null, error.httpStatus);
  return c.json(error.body(), error.httpStatus);
}

/** PostgreSQL errors of storage statements, as storage-api maps them. */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  if (code === '42501')
    return /row-level security/.test(message)
      ? storageErrors.rlsRefused()
      : storageErrors.accessDenied('Access denied');
  if (code === '23505') return storageErrors.resourceExists();
  if (code === '22P02') return storageErrors.invalidRequest('invalid input syntax');
  return undefined;
}
