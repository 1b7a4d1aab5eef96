import { lazy, type ReactNode, Suspense, useState } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { showToast } from '../components/ui/toast-store.ts';
import { AuthProvider } from '../lib/auth-provider.tsx';
import { i18n } from '../lib/i18n.ts';
import { useHydrated } from '../lib/hydration.ts';
import { createQueryClient } from '../lib/query-client.ts';

// Radix Toast is its own chunk: it starts loading with the first render but
// is not needed for it (no toast is shown before the page is up).
const Toaster = lazy(async () => ({
  default: (await import('../components/ui/toaster.tsx')).Toaster,
}));

/** A failed read's toast: translated, never the error's own words (they are for the console). */
function toastQueryError(error: Error) {
  console.error(error);
  showToast({
    variant: 'destructive',
    title: i18n.t('toast.loadFailedTitle'),
    description: i18n.t('toast.loadFailedText'),
  });
}

/** The app's query client in the browser: query errors are shown as a toast. */
export function createBrowserQueryClient(): QueryClient {
  return createQueryClient(toastQueryError);
}

/**
 * App-wide context: translations, server state, the auth session and the
 * toaster. `queryClient`: the client the page was hydrated into (start-app.tsx) or
 * the server's per-request one (entry-server.tsx). The toaster mounts after
 * hydration, so server HTML and hydration never contain it.
 */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createBrowserQueryClient());
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </AuthProvider>
    </QueryClientProvider>
  );
}
