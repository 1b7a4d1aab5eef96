import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isTimedOutRead } from './data-error.ts';

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
      queries: {
        staleTime: 60_000,
        // Once, after a second; not a read that already waited its whole time.
        retry: (failures, error) => failures < 1 && !isTimedOutRead(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}
