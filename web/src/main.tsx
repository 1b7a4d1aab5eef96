import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { PageErrorBoundary } from './app/page-error-boundary.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';
import './index.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

// The active language's messages arrive first, so the first paint is already translated;
// if they cannot be loaded the app still renders (with message keys) rather than nothing.
preloadPage(window.location.pathname);
startI18n().then(render, render);
