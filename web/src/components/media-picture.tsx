import type { ComponentProps } from 'react';
import { type MediaPath, mediaSrcSet, mediaVariantUrl, mediaWidths } from '@domain/media-path.ts';

type MediaPictureProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  /** An image the portal keeps (domain/media-path.ts). */
  media: MediaPath;
  /** How wide the image is shown, so the browser picks the smallest variant that fills it. */
  sizes: string;
};

/**
 * A kept image offered as AVIF, then WebP, then JPEG, each at the widths
 * the pipeline made, so a phone downloads the smallest file that fills its
 * box. The <picture> takes no box of its own (display: contents): the <img>
 * is laid out as it would be alone. Until the photo arrives, the <img>'s
 * box shows the tiny blurred picture its path carries, as an inline
 * background (no request, the same markup from the server and the
 * browser); the photo, always opaque (the pipeline removes transparency),
 * then covers it.
 */
export function MediaPicture({ media, sizes, style, alt = '', ...props }: MediaPictureProps) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(media, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(media, 'webp')} sizes={sizes} />
      <img
        src={mediaVariantUrl(media, mediaWidths(media.width)[0]!, 'jpg')}
        srcSet={mediaSrcSet(media, 'jpg')}
        sizes={sizes}
        alt={alt}
        decoding="async"
        style={
          media.placeholder
            ? { ...placeholderStyle(media.placeholder, props.className), ...style }
            : style
        }
        {...props}
      />
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
