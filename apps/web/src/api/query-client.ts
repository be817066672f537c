import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `localErrors`: the screen shows this call's failure itself; no redirect to an error page. */
    queryMeta: { localErrors?: boolean };
    mutationMeta: { localErrors?: boolean };
  }
}

/** One QueryClient per app; failures of calls without `meta.localErrors` go to `onError` (error routing). */
export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.localErrors) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.localErrors) onError(error);
      },
    }),
    defaultOptions: {
      // The SDK already retries idempotent GETs on network errors and 5xx.
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
