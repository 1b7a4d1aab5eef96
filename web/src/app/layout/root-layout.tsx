import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-600">
      {t('app.loading')}
    </p>
  );
}

/**
 * The frame of every page: skip link, header, the route's page (loaded
 * lazily), footer. The main area is at least a screen tall, so the footer
 * starts below the fold and does not jump down (layout shift) when the
 * page's content arrives.
 */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-serbian-blue-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
