import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll position of each history entry seen in this tab (by React Router's location key). */
const savedPositions = new Map<string, number>();

/**
 * Browser-like scrolling between app pages: a new page starts at the top (or
 * at its #fragment); Back and Forward return to where the visitor was.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = savedPositions.get(location.key);
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return () => {
      savedPositions.set(location.key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);
}
