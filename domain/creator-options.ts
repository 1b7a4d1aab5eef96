/**
 * The creator lists and checks that need no schema library, so public
 * creator pages can use them without loading zod (creator-schemas.ts
 * re-exports them for the forms and server functions).
 */

import { maxLength } from './field-limits.ts';

export const shortBioMaxLength = maxLength.shortBio;
// The lists themselves are the database's (content-categories.ts); re-exported for the creator screens.
export {
  type CreatorCountry,
  creatorCountries,
  type CreatorNiche,
  creatorNiches,
} from './content-categories.ts';

/** youtube.com / youtu.be addresses of a video (SPEC: a valid YouTube URL). */
export function isYouTubeVideoUrl(value: string): boolean {
  return /^https?:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{6,}/i.test(
    value.trim(),
  );
}

/**
 * The video id when the URL has the watch?v= pattern (only those are
 * embedded), and only an id the player accepts: 11 letters, digits, '-' or
 * '_' (youtube-embed.ts). Anything else is left a link.
 */
export function youTubeWatchId(value: string | null | undefined): string | null {
  const match = /watch\?v=([\w-]{11})(?![\w-])/.exec(value ?? '');
  return match ? match[1]! : null;
}
