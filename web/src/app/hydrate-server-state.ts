import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { Options } from 'preact';

type VNodeLike = { type?: unknown };

/**
 * Only a server-rendered page needs this (start-app.tsx loads it then, alongside
 * the page's chunk and messages), in a chunk of its own, out of the entry
 * every route loads.
 *
 * The data the server rendered with goes into the query cache, so the page's
 * queries find it and do not fetch again. And an error is logged when
 * hydration meets HTML other than what the app renders: preact calls the
 * `__m` hook of its `options` (start-app.tsx passes them) when it has to create an
 * element the server's HTML did not have, as preact/debug reports in
 * development; the e2e suite fails on such an error. `__m` is the hook's name
 * in preact's built files (`_hydrationMismatch` in its sources), an internal
 * name to check on every preact upgrade (docs/decisions/014).
 */
export function hydrateServerState(
  queryClient: QueryClient,
  state: DehydratedState,
  preactOptions: Options,
): void {
  hydrate(queryClient, state);
  (preactOptions as { __m?: (vnode: VNodeLike) => void }).__m = (vnode) => {
    const type = typeof vnode.type === 'string' ? vnode.type : 'text';
    console.error(`Hydration mismatch: the server's HTML has no <${type}> here.`);
  };
}
