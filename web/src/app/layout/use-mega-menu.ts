import {
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
 * was inside), on a press or focus outside `item`, and on navigation.
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

  useEffect(() => {
    if (!open) return;
    const close = () => {
      clearTimeout(timer.current);
      setOpenAt(null);
    };
    const outside = (event: Event) => !item.current?.contains(event.target as Node);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = item.current?.contains(document.activeElement) ?? false;
      close();
      if (focusWasInside) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, item, button]);

  return {
    open,
    toggle: () => setNow(!open),
    close: () => setNow(false),
    /** Hover for a mouse only: a tap is a click, and opening on touch too would toggle twice. */
    hoverProps: {
      onPointerEnter: (event: ReactPointerEvent) => {
        if (event.pointerType === 'mouse') setLater(true, open ? 0 : OPEN_DELAY_MS);
      },
      onPointerLeave: (event: ReactPointerEvent) => {
        if (event.pointerType === 'mouse') setLater(false, CLOSE_DELAY_MS);
      },
    },
  };
}
