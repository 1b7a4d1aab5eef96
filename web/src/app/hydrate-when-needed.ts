/**
 * When a server-rendered page is hydrated (docs/decisions/014, "Hydration on
 * first interaction"). Reading needs no JavaScript: the server's HTML has the
 * text, the images and the links, and a link followed before hydration loads
 * the next page rendered by the server. So the app takes the page over only
 * when the reader first does something that may need it — a pointer moving or
 * pressing, a touch, a key, focus entering the page — or at once when the
 * page must change for this browser (a kept session, a stored language the
 * server could not know).
 *
 * Hydration runs synchronously inside that first event's listener, which sits
 * on window in the capture phase: the event then travels on to its target,
 * whose handlers the hydration has just attached, so the very tap or key
 * press that woke the app is the one it answers.
 */
const interactions = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

/** `data-awaits-interaction` on <html>: the app is loaded and hydrates at the first interaction. */
export function hydrateOnFirstInteraction(hydrate: () => void): void {
  const root = document.documentElement;
  const wake = () => {
    for (const type of interactions) window.removeEventListener(type, wake, { capture: true });
    delete root.dataset.awaitsInteraction;
    hydrate();
  };
  for (const type of interactions) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }
  root.dataset.awaitsInteraction = 'true';
}
