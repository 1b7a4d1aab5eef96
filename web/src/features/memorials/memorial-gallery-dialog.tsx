import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { keyStep, stepIndex, swipeStep } from './gallery-navigation.ts';

interface MemorialGalleryDialogProps {
  name: string;
  images: string[];
  /** The photo shown first (the thumbnail that was pressed). */
  startIndex: number;
  onClose: () => void;
  /** After closing: focus goes back to the thumbnail it was opened from. */
  onClosed: () => void;
}

const arrowClasses =
  'absolute top-1/2 -translate-y-1/2 cursor-pointer rounded-full bg-white/90 p-2 text-stone-900 shadow hover:bg-white';

/** The enlarged photos: arrow keys, buttons and swipes move between them. */
export function MemorialGalleryDialog({
  name,
  images,
  startIndex,
  onClose,
  onClosed,
}: MemorialGalleryDialogProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startIndex);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('memorials.galleryTitle', { name })}
        closeLabel={t('memorials.closeGallery')}
        className="max-w-3xl"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
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
