import { type RateLimitStore, withinLimit } from '../http/rate-limit.ts';

/**
 * A render costs about thirty times a cached page (docs/decisions/014), and a
 * visitor who varies the query string gets a render every time. Past these
 * bounds a page is served for the browser to render, as every page was
 * before server rendering: slower for that one visitor, never an error, and
 * the server keeps its time for everyone else.
 *
 * - per address: `perAddressPerMinute` renders a minute, counted in the
 *   server's rate-limit store (Redis when configured, so across processes);
 *   a person reading the portal needs far fewer, a crawler is slowed;
 * - at once: `atOnce` renders running or waiting in this process (renders
 *   take turns), so a burst from many addresses cannot queue up minutes of work.
 */
export interface RenderGuard {
  /** A release function when a render may start, undefined when it may not. */
  tryStart(address: string): Promise<(() => void) | undefined>;
}

export function createRenderGuard(options: {
  rateLimits: RateLimitStore;
  perAddressPerMinute?: number;
  atOnce?: number;
}): RenderGuard {
  const perAddress = { limit: options.perAddressPerMinute ?? 120, windowMs: 60_000 };
  const atOnce = options.atOnce ?? 4;
  let running = 0;
  return {
    async tryStart(address) {
      if (running >= atOnce) return undefined;
      running += 1; // held while the count is read, so a burst cannot pass `atOnce`
      if (!(await withinLimit(options.rateLimits, `page-render:${address}`, perAddress))) {
        running -= 1;
        return undefined;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
      };
    },
  };
}
