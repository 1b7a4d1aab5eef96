import { type ComponentProps, useState } from 'react';
import { imageOrPlaceholder } from '@domain/lead-images.ts';
import { usePrivateMediaToken, usePrivateMediaUrl } from '@/lib/private-media.tsx';
import { isOurOwnImage, parseMediaPath } from '@domain/media-path.ts';
import { MediaPicture } from './media-picture.tsx';

type ImageWithFallbackProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  /** Shown when `src` is empty or fails to load (a local image under /images). */
  fallbackSrc: string;
  width: number;
  height: number;
  /** How wide the image is shown, for choosing a variant; by default its width, at most the screen's. */
  sizes?: string;
};

/**
 * An image with its size set (no layout shift) that falls back to a local
 * picture. Lazy by default; an eager image is the page's top image, so the
 * browser fetches it first (fetchpriority=high) unless told otherwise.
 *
 * An image the portal keeps (`/media/…`) is a MediaPicture: AVIF, WebP or
 * JPEG at the width that fills its box, over its blurred placeholder.
 */
export function ImageWithFallback({
  src,
  fallbackSrc,
  alt = '',
  loading = 'lazy',
  fetchPriority = loading === 'eager' ? 'high' : 'auto',
  sizes,
  style,
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const candidate = imageOrPlaceholder(src, fallbackSrc);
  const wanted = isOurOwnImage(candidate) ? candidate : fallbackSrc;
  const shown = failedSrc === wanted ? fallbackSrc : wanted;
  const media = parseMediaPath(shown);
  const privateToken = usePrivateMediaToken();
  const privateUrl = usePrivateMediaUrl(media, props.width, privateToken);
  if (media && privateToken) {
    // In the moderation queue: the pending image, fetched with the editor's token.
    return (
      <img
        src={privateUrl ?? fallbackSrc}
        alt={alt}
        loading={loading}
        decoding="async"
        style={style}
        {...props}
      />
    );
  }
  const onError = () => {
    if (shown !== fallbackSrc) setFailedSrc(wanted);
  };
  if (!media)
    return (
      <img
        src={shown}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onError={onError}
        style={style}
        {...props}
      />
    );
  return (
    <MediaPicture
      media={media}
      sizes={sizes ?? `min(100vw, ${props.width}px)`}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      onError={onError}
      style={style}
      {...props}
    />
  );
}
