/** The origin of YouTube's privacy-enhanced player, the one frame source the CSP allows. */
export const youtubeNoCookieOrigin = 'https://www.youtube-nocookie.com';

/** YouTube video ids are 11 characters of letters, digits, '-' and '_'. */
const videoIdPattern = /^[\w-]{11}$/;

/**
 * The privacy-enhanced player address of a video, autoplaying (it is only
 * inserted after the visitor pressed play) and without related videos of
 * other channels. Throws on anything but a video id, so no other path of the
 * host can be framed.
 */
export function youtubeNoCookieEmbedUrl(videoId: string): string {
  if (!videoIdPattern.test(videoId)) throw new Error(`Not a YouTube video id: ${videoId}`);
  return `${youtubeNoCookieOrigin}/embed/${videoId}?autoplay=1&rel=0`;
}
