import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { samplePhotos } from './multimedia-content.ts';
import { mediaTile } from './media-tile.ts';

// The lightbox's code (Radix Dialog, focus trap, scroll lock) loads on the first click.
const PhotoLightbox = lazy(async () => ({
  default: (await import('@/components/content/photo-lightbox.tsx')).PhotoLightbox,
}));

/** The photo grid; a photo opens enlarged in a lightbox, with the others a swipe away. */
export function PhotosPanel() {
  const { t } = useTranslation();
  /** The photo the open lightbox started from, or null while it is closed. */
  const [openedFrom, setOpenedFrom] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const photos = samplePhotos.map(({ key, image }) => {
    const title = t(`multimedia.photos.${key}`);
    return { key, src: image, alt: title, caption: title };
  });
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <button
              type="button"
              aria-haspopup="dialog"
              ref={(button) => {
                tiles.current[index] = button;
              }}
              className={`${mediaTile} cursor-zoom-in`}
              onClick={() => setOpenedFrom(index)}
              aria-label={t('multimedia.viewPhoto', { title: photo.caption })}
            >
              <img
                src={photo.src}
                alt=""
                width={480}
                height={320}
                loading="lazy"
                className="aspect-[3/2] w-full bg-serbian-blue-50 object-cover"
              />
              <span className="block p-4 font-medium text-stone-900">{photo.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      {openedFrom !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            title={t('multimedia.photosTitle')}
            photos={photos}
            startIndex={openedFrom}
            labels={{
              close: t('multimedia.closePhotos'),
              previous: t('multimedia.previousPhoto'),
              next: t('multimedia.nextPhoto'),
              position: (number, count) => t('multimedia.photoPosition', { number, count }),
            }}
            onClose={() => setOpenedFrom(null)}
            onClosed={() => tiles.current[openedFrom]?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
