import { type ComponentProps, useState } from 'react';
import { imageOrPlaceholder } from '@domain/lead-images.ts';
import { usePrivateMediaToken, usePrivateMediaUrl } from '@/lib/private-media.tsx';
import {
  isOurOwnImage,
  mediaSrcSet,
  mediaVariantUrl,
  mediaWidths,
  parseMediaPath,
} from '@domain/media-path.ts';

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
 * An image the portal keeps (`/media/…`, domain/media-path.ts) is offered
 * as AVIF, then WebP, then JPEG, each at the widths the pipeline made, so a
 * phone downloads the smallest file that fills its screen. The <picture>
 * takes no box of its own (display: contents): the <img> is laid out as it
 * would be alone. Until the photo arrives, the <img>'s own box shows the
 * tiny blurred picture its path carries, as an inline background (no
 * request, the same markup from the server and the browser); the photo,
 * always opaque (the pipeline removes transparency), then covers it.
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
  const shownSizes = sizes ?? `min(100vw, ${props.width}px)`;
  const img = (
    <img
      src={media ? mediaVariantUrl(media, mediaWidths(media.width)[0]!, 'jpg') : shown}
      srcSet={media ? mediaSrcSet(media, 'jpg') : undefined}
      sizes={media ? shownSizes : undefined}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(wanted);
      }}
      style={
        media?.placeholder
          ? { ...placeholderStyle(media.placeholder, props.className), ...style }
          : style
      }
      {...props}
    />
  );
  if (!media) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(media, 'avif')} sizes={shownSizes} />
      <source type="image/webp" srcSet={mediaSrcSet(media, 'webp')} sizes={shownSizes} />
      {img}
    </picture>
  );
}

/** The blurred placeholder under the photo, fitted the way the photo is. */
function placeholderStyle(placeholder: string, className: string | undefined) {
  return {
    backgroundImage: `url("${placeholder}")`,
    backgroundSize: className?.includes('object-contain') ? 'contain' : 'cover',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
  };
}
