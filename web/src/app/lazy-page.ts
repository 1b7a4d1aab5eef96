import { type ComponentType, lazy } from 'react';

/** A page component loaded on first use, so each route is its own chunk. */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
