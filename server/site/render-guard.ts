/**
 * A render costs about thirty times a cached page (docs/decisions/014), and a
 * visitor who varies the query string gets a render every time. Past these
 * bounds a page is served for the browser to render, as every page was
 * before server rendering: slower for that one visitor, never an error, and
 * the server keeps its time for everyone else.
 *
 * - per address: `perAddressPerMinute` renders a minute (a person reading
 *   the portal needs far fewer; a crawler is slowed, not refused);
 * - at once: `atOnce` renders running or waiting (renders take turns), so a
 *   burst from many addresses cannot queue up minutes of work.
 *
 * Counted in this process only: each SERVER_WORKERS process guards itself.
 */
export interface RenderGuard {
  /** A release function when a render may start, undefined when it may not. */
  tryStart(address: string): (() => void) | undefined;
}

const minute = 60_000;
/** Addresses remembered at most; beyond, the windows start afresh (memory stays bounded). */
const maxAddresses = 10_000;

export function createRenderGuard(
  options: { perAddressPerMinute?: number; atOnce?: number; now?: () => number } = {},
): RenderGuard {
  const perAddress = options.perAddressPerMinute ?? 120;
  const atOnce = options.atOnce ?? 4;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let running = 0;
  return {
    tryStart(address) {
      if (running >= atOnce) return undefined;
      const time = now();
      const window = windows.get(address);
      if (window && time - window.start < minute) {
        if (window.count >= perAddress) return undefined;
        window.count += 1;
      } else {
        if (windows.size >= maxAddresses) windows.clear();
        windows.set(address, { start: time, count: 1 });
      }
      running += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
      };
    },
  };
}
