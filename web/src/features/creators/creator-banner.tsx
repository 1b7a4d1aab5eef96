import { useState } from 'react';
import { creatorBannerSizes } from '@domain/lead-images.ts';
import { isOurOwnImage, parseMediaPath } from '@domain/media-path.ts';
import { MediaPicture } from '@/components/media-picture.tsx';

/**
 * The banner across the top of a creator's profile: its largest paint when
 * there is one, so it is fetched first (the server preloads the same
 * variant). A missing or broken banner leaves the gradient behind it, not a
 * broken-image box.
 */
export function CreatorBanner({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!isOurOwnImage(src) || failed === src) return null;
  const image = {
    alt: '',
    width: 1200,
    height: 300,
    loading: 'eager',
    fetchPriority: 'high',
    decoding: 'async',
    onError: () => setFailed(src),
    className: 'size-full object-cover',
  } as const;
  const media = parseMediaPath(src);
  return media ? (
    <MediaPicture media={media} sizes={creatorBannerSizes} {...image} />
  ) : (
    <img src={src} {...image} />
  );
}
