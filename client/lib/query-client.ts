import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's rules: data never goes stale by default, no refetch on focus, no polling, no retries.
 * No default query function: each feature's api.ts names the URL its queries fetch.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
