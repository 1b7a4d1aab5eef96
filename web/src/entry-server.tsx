import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { Language } from '@domain/language.ts';
import { PageErrorBoundary } from './app/page-error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { languages } from '@domain/language.ts';
import { i18n, messageLoaders } from './lib/i18n.ts';
import { setServerFetch } from './lib/rest-client.ts';

/**
 * Server rendering (docs/decisions/014): the same app tree as app/start-app.tsx, under
 * a StaticRouter, rendered to HTML with the data its queries ask for. The
 * server loads this module built by `vite build --ssr` (dist/ssr/).
 */

export interface RenderedPage {
  html: string;
  /** The queries the page read, for the browser to hydrate without fetching them again. */
  state: DehydratedState;
}

/**
 * Once at server start: where the page's reads go (the server's own /rest/v1,
 * in process) and every language's core messages. A route's namespaces load
 * before its first render in each language (renderPage), as in the browser.
 */
export async function startServerRendering(fetchOnServer: typeof fetch): Promise<void> {
  setServerFetch(fetchOnServer);
  for (const language of languages) {
    i18n.addMessages(language, await messageLoaders[language]());
  }
}

// The translator's active language is one for the whole process, so renders
// take turns: each sets its language and renders to the end before the next.
let lastRender: Promise<unknown> = Promise.resolve();

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = lastRender.then(task, task);
  lastRender = run.catch(() => undefined);
  return run;
}

function renderApp(url: string, language: Language, queryClient: QueryClient) {
  return inTurn(async () => {
    i18n.setLanguage(language);
    return renderToStringAsync(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <StaticRouter location={url}>
            <PageErrorBoundary>
              <AppRoutes />
            </PageErrorBoundary>
          </StaticRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

/** A query the render asked for that has no data yet and would fetch in the browser. */
function waitingToFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  // The render's useQuery options, enabled included (`query.options` is typed without it).
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** Rounds of render → fetch: a query enabled by another's data shows up in the next round. */
const maxDataRounds = 3;

/**
 * The page at `url` (path and query) in `language`. Each round renders the
 * app, then runs the queries the render asked for through the pages' own
 * query functions; when none are left the last render is the page. A query
 * that fails is left out of the state, and the browser asks again.
 */
export async function renderPage(url: string, language: Language): Promise<RenderedPage> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, gcTime: Infinity } },
  });
  // The page's module and its route's namespaces in this language: the
  // browser loads the same before hydrating, so both render the same text.
  await preloadPage(new URL(url, 'http://page.invalid').pathname, language);
  let html = await renderApp(url, language, queryClient);
  for (let round = 0; round < maxDataRounds; round++) {
    const waiting = queryClient.getQueryCache().getAll().filter(waitingToFetch);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await renderApp(url, language, queryClient);
  }
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
