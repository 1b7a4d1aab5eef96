import { type RefObject, useEffect } from 'react';

/**
 * Brings the element into view and gives it focus once it appears (a success
 * heading with tabIndex={-1} that replaced the form): the person sees it
 * whatever they had scrolled to, and a screen reader reads it next. Centred,
 * so the sticky site header never covers it.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [ref]);
}
