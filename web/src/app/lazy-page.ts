import { type ComponentType, createElement, lazy } from 'react';
import type { MessageNamespace } from '@domain/message-namespaces.ts';
import type { Language } from '../lib/language.ts';
import { loadNamespaces } from '../lib/i18n.ts';

/**
 * A page component loaded on first use, which can also be asked to start
 * loading early, in a given language (the active one by default).
 */
export type LazyPage = ComponentType & { preload: (language?: Language) => Promise<unknown> };

/**
 * A page loaded on first use, so each route is its own chunk, together with
 * its route's message namespaces (the route table, domain/route-table.ts). `preload`
 * starts both downloads before the page renders (start-app.tsx does so for
 * the first page while the core messages load, the server before rendering).
 * Once loaded, the page renders at once, without suspending: a
 * server-rendered page is hydrated after its module and messages have
 * loaded, so the first render matches the HTML.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  namespaces: readonly MessageNamespace[],
): LazyPage {
  let loading: Promise<Module> | undefined;
  let loaded: ComponentType | undefined;
  const loadModule = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    }));
  // The namespaces are asked for on every preload: each language's once (i18n.ts keeps them).
  const preload = async (language?: Language) =>
    (await Promise.all([loadModule(), loadNamespaces(namespaces, language)]))[0];
  const Lazy = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}
