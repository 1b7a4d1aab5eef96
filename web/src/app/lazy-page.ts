import type { ComponentType } from 'react';

/** A route's `lazy` function: the page module loads when the route is first matched. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * A page loaded on first use, so each route is its own chunk. React Router
 * starts loading it as soon as the route matches (for the first page: while
 * the language's messages load), not only when React renders it.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
