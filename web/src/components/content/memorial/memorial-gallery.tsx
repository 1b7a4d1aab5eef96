import { lazy, Suspense, useRef, useState } from 'react';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { memorialPlaceholderPortrait } from '@domain/lead-images.ts';
import { useTranslation } from '@/lib/use-translation.ts';

// The dialog's code (Radix Dialog, focus trap, scroll lock) loads on the first click.
const MemorialGalleryDialog = lazy(async () => ({
  default: (await import('./memorial-gallery-dialog.tsx')).MemorialGalleryDialog,
}));

interface MemorialGalleryProps {
  name: string;
  images: string[];
}

/** Thumbnails that open an enlarge dialog (memorial-gallery-dialog.tsx). */
export function MemorialGallery({ name, images }: MemorialGalleryProps) {
  const { t } = useTranslation();
  /** The thumbnail the open dialog started from, or null while it is closed. */
  const [openedFrom, setOpenedFrom] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, imageIndex) => (
          <li key={`${image}-${imageIndex}`}>
            <button
              type="button"
              aria-haspopup="dialog"
              ref={(button) => {
                thumbnails.current[imageIndex] = button;
              }}
              onClick={() => {
                setOpenedFrom(imageIndex);
              }}
              aria-label={t('memorials.enlargePhoto', { number: imageIndex + 1, count })}
              className="block w-full cursor-zoom-in overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
            >
              <ImageWithFallback
                src={image}
                fallbackSrc={memorialPlaceholderPortrait}
                alt=""
                width={320}
                height={240}
                sizes="(min-width: 640px) 33vw, 50vw"
                className="aspect-[4/3] w-full object-cover transition hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {openedFrom !== null && (
        <Suspense fallback={null}>
          <MemorialGalleryDialog
            name={name}
            images={images}
            startIndex={openedFrom}
            onClose={() => setOpenedFrom(null)}
            onClosed={() => thumbnails.current[openedFrom]?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
