/** The image after (+1) or before (-1) `index`, wrapping around the gallery. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return 0;
  return (index + step + count) % count;
}

/** Horizontal swipes of at least this many pixels change the image. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * A finished touch gesture as a gallery step: a swipe left shows the next
 * image, a swipe right the previous one; short or mostly vertical moves are
 * no swipe.
 */
export function swipeStep(deltaX: number, deltaY: number): 1 | -1 | null {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 1 : -1;
}

/** Arrow keys as gallery steps. */
export function keyStep(key: string): 1 | -1 | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}
