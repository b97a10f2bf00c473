import type { QueryClient } from '@tanstack/react-query';
import { defaultExploreFilters, parseExploreCategory } from '@common/rules/explore';
import { currentUserQuery } from '@/features/auth';
import { creatorProjectsQuery, creatorQuery } from '@/features/creators';
import { ledgerQuery } from '@/features/ledger';
import { LATEST_PAYOUTS_COUNT, latestPayoutsQuery, payoutSummaryQuery } from '@/features/payouts';
import { DEFAULT_TIMEFRAME, investmentHistoryQuery, investmentsQuery, portfolioHistoryQuery } from '@/features/portfolio';
import { exploreQuery, projectQuery } from '@/features/projects';
import { sandboxStatusQuery } from '@/features/sandbox';

/**
 * Loads into `queryClient` what the page at `path` shows on its first render, through the
 * same queries (keys and fetchers) the browser runs, so hydration finds every answer and
 * fetches none again. The header needs the user and the footer the sandbox's status on every
 * page; a page that needs a signed-in user loads its data only when there is one.
 */
export async function loadRouteData(queryClient: QueryClient, path: string, search: URLSearchParams): Promise<void> {
  const [user] = await Promise.all([
    // A failed lookup renders the page as for a visitor; the browser then asks again.
    queryClient.fetchQuery(currentUserQuery).catch(() => null),
    queryClient.prefetchQuery(sandboxStatusQuery),
  ]);
  const [, section, id] = path.split('/');
  const loads: Array<Promise<void>> = [];
  if (section === 'tour' && id) loads.push(queryClient.prefetchQuery(projectQuery(id)));
  if (section === 'musician' && id) loads.push(queryClient.prefetchQuery(creatorQuery(id)), queryClient.prefetchQuery(creatorProjectsQuery(id)));
  if (path === '/explore') {
    const filters = { ...defaultExploreFilters, category: parseExploreCategory(search.get('category')) };
    loads.push(queryClient.prefetchInfiniteQuery(exploreQuery(filters)));
  }
  if (user && path === '/dashboard') {
    loads.push(
      queryClient.prefetchQuery(investmentsQuery),
      queryClient.prefetchQuery(investmentHistoryQuery),
      queryClient.prefetchQuery(latestPayoutsQuery(LATEST_PAYOUTS_COUNT)),
      queryClient.prefetchQuery(payoutSummaryQuery),
    );
    if (search.get('tab') === 'analytics' && search.get('analyticsTab') === 'performance') {
      loads.push(queryClient.prefetchQuery(portfolioHistoryQuery(DEFAULT_TIMEFRAME)));
    }
  }
  if (user && path === '/account-activity') loads.push(queryClient.prefetchInfiniteQuery(ledgerQuery));
  await Promise.all(loads);
}
