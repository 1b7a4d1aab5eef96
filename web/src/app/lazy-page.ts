import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { loadDeferredMessages } from '../lib/i18n.ts';

/** A page component loaded on first use, which can also be asked to start loading early. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A page loaded on first use, so each route is its own chunk. `preload`
 * starts the download before React renders the page (main.tsx does so for the
 * first page while the language's messages load). `deferredMessages`: a screen
 * whose messages (i18n/en-deferred.ts) are not part of every page's.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  options: { deferredMessages?: boolean } = {},
): LazyPage {
  let loading: Promise<Module> | undefined;
  // A signed-in screen also needs its messages (i18n.ts), loaded alongside.
  const preload = () =>
    (loading ??= options.deferredMessages
      ? Promise.all([load(), loadDeferredMessages()]).then(([module]) => module)
      : load());
  const page = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(page, { preload });
}
