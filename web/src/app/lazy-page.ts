import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A page component loaded on first use, which can also be asked to start loading early. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A page loaded on first use, so each route is its own chunk. `preload`
 * starts the download before React renders the page (main.tsx does so for the
 * first page while the language's messages load).
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load());
  const page = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(page, { preload });
}
