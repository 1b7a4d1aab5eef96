import {
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

// SPEC §9: the mouse resting on the menu opens it after 200 ms (a pointer only
// passing by does not); leaving it closes it after 150 ms, so crossing the gap
// between the button and the panel keeps it open.
const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

/**
 * The open state of the mega menu, a disclosure: the button toggles it, the
 * mouse opens it, and it closes on Escape (focus back to the button when it
 * was inside), on a press or focus outside `item` (the button and its
 * panel), and on navigation. Spread `itemProps` on `item`.
 */
export function useMegaMenu(
  item: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
) {
  // Open "at" a location: following any link (or the back button) closes it.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setNow = (next: boolean) => {
    clearTimeout(timer.current);
    setOpenAt(next ? here : null);
  };
  const setLater = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenAt(next ? here : null), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // A press outside, or Escape while the focus is elsewhere (the mouse opened
  // it): listened to on the document while open.
  useEffect(() => {
    if (!open) return;
    const close = () => {
      clearTimeout(timer.current);
      setOpenAt(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, item]);

  return {
    open,
    toggle: () => setNow(!open),
    close: () => setNow(false),
    // On the item itself, not the document: they work from the first render
    // on, while the document's listeners wait for the effect.
    itemProps: {
      // Escape from inside closes and gives the focus back to the button.
      onKeyDown: (event: ReactKeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        setNow(false);
        button.current?.focus();
      },
      // Tab (or a click) moving the focus out of the button and panel closes it;
      // no related target is the window losing focus, which keeps it open.
      onBlur: (event: ReactFocusEvent) => {
        const to = event.relatedTarget as Node | null;
        if (to && !item.current?.contains(to)) setNow(false);
      },
      // Hover for a mouse only: a tap is a click, and opening on touch too would toggle twice.
      onPointerEnter: (event: ReactPointerEvent) => {
        if (event.pointerType === 'mouse') setLater(true, open ? 0 : OPEN_DELAY_MS);
      },
      onPointerLeave: (event: ReactPointerEvent) => {
        if (event.pointerType === 'mouse') setLater(false, CLOSE_DELAY_MS);
      },
    },
  };
}
