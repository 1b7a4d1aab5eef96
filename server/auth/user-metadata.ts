import { AuthError } from './errors.ts';

/**
 * user_metadata is copied into every access token, so it is kept small: at
 * most 4 kB as JSON. Sign-up and PUT /user answer 422 above it; a token never
 * carries more (metadata stored before the cap is left out of the token).
 */

export const maxUserMetadataBytes = 4096;

export function metadataBytes(metadata: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify(metadata), 'utf8');
}

export function assertMetadataSize(metadata: Record<string, unknown>) {
  if (metadataBytes(metadata) > maxUserMetadataBytes) {
    throw new AuthError(
      422,
      'validation_failed',
      `User metadata cannot be larger than ${maxUserMetadataBytes} bytes`,
    );
  }
}

/** The metadata a token may carry: itself, or `{}` when it is over the cap. */
export function tokenMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  return metadataBytes(metadata) > maxUserMetadataBytes ? {} : metadata;
}
