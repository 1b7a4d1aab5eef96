import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll position of each history entry seen in this tab (by React Router's location key). */
const savedPositions = new Map<string, number>();

/** The element a #fragment names, if the page has it (a malformed fragment names none). */
function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Browser-like scrolling between app pages: a new page starts at the top (or
 * at its #fragment); Back and Forward return to where the visitor was. The
 * position is recorded while scrolling, as by the time the next page renders
 * the old one may already be gone.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = savedPositions.get(location.key);
    const target = fragmentTarget(location.hash);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const record = () => savedPositions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key, location.hash, navigationType]);
}
