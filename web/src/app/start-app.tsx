import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { options } from 'preact';
import type { DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { languageFromParam } from '@domain/language-url.ts';
import { markHydrated } from '@/lib/hydration.ts';
import { chooseLanguage, i18n, startI18n, visitorLanguage } from '@/lib/i18n.ts';
import { hasStoredSession } from '@/lib/stored-session.ts';
import { hydrateOnFirstInteraction } from './hydrate-when-needed.ts';
import { createBrowserQueryClient, Providers } from './providers.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { AppRoutes, preloadPage } from './router.tsx';

/**
 * The app: loaded by the entry (web/src/main.tsx), it hydrates a server-rendered
 * page or renders one the server left to the browser.
 */

/** The data a server-rendered page was rendered with (server/site/server-rendering.ts), if any. */
function serverState(): DehydratedState | undefined {
  const block = document.getElementById('server-state');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

const state = serverState();
const queryClient = createBrowserQueryClient();

function start() {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (state) {
    hydrateRoot(root, app);
    // The server cannot know a language stored in this browser: switch after hydrating.
    const own = visitorLanguage();
    if (own !== i18n.language) void chooseLanguage(own);
  } else {
    createRoot(root).render(app);
  }
  // The page answers clicks from here on (`data-hydrated`: the e2e fixtures wait for it).
  markHydrated();
}

// The active language's messages and the page's chunk arrive first, so the
// first render is translated and, on a server-rendered page, matches its HTML
// (the server's language is `<html lang>`). If they cannot be loaded the app
// still renders (with message keys) rather than nothing.
const firstLanguage = state ? languageFromParam(document.documentElement.lang) : undefined;
const serverData = state
  ? import('./hydrate-server-state.ts').then((module) =>
      module.hydrateServerState(queryClient, state, options),
    )
  : undefined;
/**
 * A server-rendered page is hydrated at the reader's first interaction
 * (hydrate-when-needed.ts), unless it must change for this browser at once:
 * a kept session shows the reader's own header, a stored language its text.
 */
function startWhenNeeded() {
  const mustChangeNow = hasStoredSession() || visitorLanguage() !== i18n.language;
  if (state && !mustChangeNow) hydrateOnFirstInteraction(start);
  else start();
}

// The page's namespaces load in the language startI18n makes active.
const pageLoad = preloadPage(window.location.pathname, firstLanguage ?? visitorLanguage());
Promise.all([pageLoad, startI18n(firstLanguage), serverData]).then(
  startWhenNeeded,
  startWhenNeeded,
);
