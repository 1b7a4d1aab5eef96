import { wideLeadImageSizes } from '@domain/lead-images.ts';
import { ImageWithFallback } from '../image-with-fallback.tsx';

/**
 * A detail page's lead image at its share-card size (1200×630), fetched
 * first: the server preloads the same file (domain/lead-images).
 */
export function LeadImage({ src, fallbackSrc }: { src: string; fallbackSrc: string }) {
  return (
    <ImageWithFallback
      src={src}
      fallbackSrc={fallbackSrc}
      width={1200}
      height={630}
      sizes={wideLeadImageSizes}
      loading="eager"
      className="aspect-[40/21] w-full rounded-2xl bg-serbian-blue-50 object-cover"
    />
  );
}
