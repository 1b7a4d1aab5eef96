import { type ComponentType, createElement, lazy } from 'react';
import { loadDeferredMessages } from '../lib/i18n.ts';

/** A page component loaded on first use, which can also be asked to start loading early. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page loaded on first use, so each route is its own chunk. `preload`
 * starts the download before the page renders (start-app.tsx does so for the
 * first page while the language's messages load). Once loaded, the page
 * renders at once, without suspending: a server-rendered page is hydrated
 * after its module has loaded, so the first render matches the HTML.
 * `deferredMessages`: a screen whose messages (i18n/en-deferred.ts) are not
 * part of every page's.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  options: { deferredMessages?: boolean } = {},
): LazyPage {
  let loading: Promise<Module> | undefined;
  let loaded: ComponentType | undefined;
  // A signed-in screen also needs its messages (i18n.ts), loaded alongside.
  const preload = () =>
    (loading ??= (
      options.deferredMessages
        ? Promise.all([load(), loadDeferredMessages()]).then(([module]) => module)
        : load()
    ).then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    }));
  const Lazy = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}
