import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { keyStep, stepIndex, swipeStep } from '@/lib/gallery-navigation.ts';
import { isOurOwnImage, singleImageSrc } from '@domain/media-path.ts';

export interface LightboxPhoto {
  src: string;
  alt: string;
  /** Shown under the photo. */
  caption?: string;
}

export interface PhotoLightboxProps {
  title: string;
  photos: LightboxPhoto[];
  /** The photo shown first (the thumbnail that was pressed). */
  startIndex: number;
  labels: {
    close: string;
    previous: string;
    next: string;
    position: (number: number, count: number) => string;
  };
  onClose: () => void;
  /** After closing: focus goes back to the thumbnail it was opened from. */
  onClosed: () => void;
}

const arrowClasses =
  'absolute top-1/2 -translate-y-1/2 cursor-pointer rounded-full bg-white/90 p-2 text-stone-900 shadow hover:bg-white';

/**
 * Enlarged photos in a modal dialog (Radix: focus trapped inside, Escape
 * closes, focus returns to the opener). Arrow keys, buttons and swipes move
 * between the photos; the position is announced.
 */
export function PhotoLightbox({
  title,
  photos,
  startIndex,
  labels,
  onClose,
  onClosed,
}: PhotoLightboxProps) {
  const [index, setIndex] = useState(startIndex);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];
  const step = (direction: 1 | -1) => setIndex((current) => stepIndex(current, count, direction));

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
        title={title}
        closeLabel={labels.close}
        className="max-w-3xl"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="relative" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <img
            src={isOurOwnImage(photo?.src) ? singleImageSrc(photo.src, 960) : undefined}
            alt={photo?.alt ?? ''}
            width={960}
            height={720}
            className="max-h-[65vh] w-full rounded-lg bg-stone-100 object-contain"
          />
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={labels.previous}
                className={`${arrowClasses} left-2`}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={labels.next}
                className={`${arrowClasses} right-2`}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          )}
        </div>
        {photo?.caption && (
          <p className="text-center font-medium text-stone-900">{photo.caption}</p>
        )}
        <p aria-live="polite" className="text-center text-sm text-stone-600">
          {labels.position(index + 1, count)}
        </p>
      </DialogContent>
    </Dialog>
  );
}
