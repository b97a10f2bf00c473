import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import * as queries from '@/pages/route-queries';
import { appShellQueries, routeAt, type FirstRenderQueries, type FirstRenderQuery } from '@/pages/routes';

function prefetch(queryClient: QueryClient, query: FirstRenderQuery): Promise<void> {
  // The table keeps only what it needs of the features' options; these are those options whole.
  return 'initialPageParam' in query
    ? queryClient.prefetchInfiniteQuery(query as FetchInfiniteQueryOptions)
    : queryClient.prefetchQuery(query as FetchQueryOptions);
}

/**
 * Loads into `queryClient` what the page at `path` shows on its first render, as the route table
 * declares it, through the same queries (keys and fetchers) the browser runs, so hydration finds
 * every answer and fetches none again. The signed-in user comes first: the header shows it, and
 * the rest depends on it.
 */
export async function loadRouteData(queryClient: QueryClient, path: string, search: URLSearchParams): Promise<void> {
  // A failed lookup renders the page as for a visitor; the browser then asks again.
  const user = await queryClient.fetchQuery(queries.auth.currentUserQuery).catch(() => null);
  const found = routeAt(path);
  const visit = { path, params: found?.params ?? {}, search, user, fetch: queryClient.fetchQuery.bind(queryClient) };
  const declared: FirstRenderQueries[] = [appShellQueries, ...(found?.route.queries ? [found.route.queries] : [])];
  const lists = await Promise.all(declared.map(async (list) => list(queries, visit)));
  await Promise.all(lists.flat().flatMap((query) => (query ? [prefetch(queryClient, query)] : [])));
}
