import { type ComponentProps, useState } from 'react';
import { imageOrPlaceholder } from '@domain/lead-images.ts';

type ImageWithFallbackProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  /** Shown when `src` is empty or fails to load (a local image under /images). */
  fallbackSrc: string;
  width: number;
  height: number;
};

/**
 * An image with its size set (no layout shift) that falls back to a local
 * picture. Lazy by default; an eager image is the page's top image, so the
 * browser fetches it first (fetchpriority=high) unless told otherwise.
 */
export function ImageWithFallback({
  src,
  fallbackSrc,
  alt = '',
  loading = 'lazy',
  fetchPriority = loading === 'eager' ? 'high' : 'auto',
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = imageOrPlaceholder(src, fallbackSrc);
  const shown = failedSrc === wanted ? fallbackSrc : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(wanted);
      }}
      {...props}
    />
  );
}
