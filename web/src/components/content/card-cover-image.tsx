import { ImageWithFallback } from '../image-with-fallback.tsx';

interface CardCoverImageProps {
  src: string | null | undefined;
  /** The kind's placeholder (domain/lead-images), shown when there is no image. */
  fallbackSrc: string;
  /** The first card of a page loads at once; the others when scrolled to. */
  eager?: boolean;
}

/** The 16:9 image on top of a content card (an event, an article). */
export function CardCoverImage({ src, fallbackSrc, eager = false }: CardCoverImageProps) {
  return (
    <ImageWithFallback
      src={src}
      fallbackSrc={fallbackSrc}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      className="aspect-video w-full bg-serbian-blue-50 object-cover"
    />
  );
}
