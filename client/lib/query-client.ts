import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's rules: data never goes stale by default, no refetch on focus, no polling, no retries.
 * No default query function: each feature's api.ts names the URL its queries fetch.
 * The server makes one per page it renders; the browser keeps one for its whole visit.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // A failed query stays failed until asked again (each error state offers a retry): the
        // server's not-found page hydrates as it was rendered, without fetching the failure twice.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
