import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { keyStep, stepIndex, swipeStep } from './gallery-navigation.ts';

interface MemorialGalleryProps {
  name: string;
  images: string[];
}

const arrowClasses =
  'absolute top-1/2 -translate-y-1/2 cursor-pointer rounded-full bg-white/90 p-2 text-stone-900 shadow hover:bg-white';

/** Thumbnails that open an enlarge dialog: arrow keys, buttons and swipes move between photos. */
export function MemorialGallery({ name, images }: MemorialGalleryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const openedFrom = useRef(0);
  const count = images.length;
  const step = (direction: 1 | -1) => setIndex((current) => stepIndex(current, count, direction));
  const photo = (number: number) => ({ number, count, name });

  function onKeyDown(event: KeyboardEvent) {
    const direction = keyStep(event.key);
    if (direction === null) return;
    event.preventDefault();
    step(direction);
  }
  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const direction = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (direction !== null) step(direction);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, imageIndex) => (
          <li key={`${image}-${imageIndex}`}>
            <button
              type="button"
              ref={(button) => {
                thumbnails.current[imageIndex] = button;
              }}
              onClick={() => {
                openedFrom.current = imageIndex;
                setIndex(imageIndex);
                setOpen(true);
              }}
              aria-label={t('memorials.enlargePhoto', { number: imageIndex + 1, count })}
              className="block w-full cursor-zoom-in overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
            >
              <img
                src={image}
                alt=""
                width={320}
                height={240}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <DialogContent
        title={t('memorials.galleryTitle', { name })}
        closeLabel={t('memorials.closeGallery')}
        className="max-w-3xl"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          thumbnails.current[openedFrom.current]?.focus();
        }}
      >
        <div className="relative" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <img
            src={images[index]}
            alt={t('memorials.photoAlt', photo(index + 1))}
            width={960}
            height={720}
            className="max-h-[65vh] w-full rounded-lg bg-stone-100 object-contain"
          />
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={t('memorials.previousPhoto')}
                className={`${arrowClasses} left-2`}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={t('memorials.nextPhoto')}
                className={`${arrowClasses} right-2`}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          )}
        </div>
        <p aria-live="polite" className="text-center text-sm text-stone-600">
          {t('memorials.photoPosition', { number: index + 1, count })}
        </p>
      </DialogContent>
    </Dialog>
  );
}
