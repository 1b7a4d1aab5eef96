import { QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { errorToast: false }` opts a query out of the shared error toast. */
    queryMeta: { errorToast?: boolean };
  }
}

/**
 * The app's query client. Query errors surface in one place (`onQueryError`,
 * wired by the providers to a toast), unless a query opts out with its meta.
 */
export function createQueryClient(onQueryError: (error: Error) => void) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast === false) return;
        onQueryError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
