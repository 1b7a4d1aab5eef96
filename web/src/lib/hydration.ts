import { useSyncExternalStore } from 'react';

/**
 * Whether the app has taken over the page: false on the server and during
 * the first render in the browser (hydration must meet the server's HTML),
 * true from then on. start-app.tsx calls `markHydrated` after the first render;
 * what only a browser knows (its address, its localStorage, the toaster)
 * renders once this is true.
 */
let hydrated = false;
const listeners = new Set<() => void>();

export function markHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = 'true';
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** Whether this page came rendered from the server (its data block is there). */
export function renderedOnServer(): boolean {
  return document.getElementById('server-state') !== null;
}
