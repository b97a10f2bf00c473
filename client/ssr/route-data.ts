import type { QueryClient } from '@tanstack/react-query';
import { defaultExploreFilters, parseExploreCategory } from '@common/rules/explore';
import { canCreateProjects, currentUserQuery } from '@/features/auth';
import {
  creatorDashboardProjectsQuery,
  creatorDashboardQuery,
  projectInvestorsQuery,
  selectedCreatorProject,
} from '@/features/creator-dashboard';
import { creatorProjectsQuery, creatorQuery } from '@/features/creators';
import { followsQuery } from '@/features/follows';
import { ledgerQuery } from '@/features/ledger';
import { notificationsQuery } from '@/features/notifications';
import { LATEST_PAYOUTS_COUNT, latestPayoutsQuery, payoutSummaryQuery } from '@/features/payouts';
import { DEFAULT_TIMEFRAME, investmentHistoryQuery, investmentsQuery, portfolioHistoryQuery } from '@/features/portfolio';
import { exploreQuery, projectQuery } from '@/features/projects';
import { sandboxStatusQuery } from '@/features/sandbox';
import { updatesQuery } from '@/features/updates';

/** The Creator tab's first render: the creator's projects, then the chosen one's curve and investors. */
async function loadCreatorTab(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  const projects = await queryClient.fetchQuery(creatorDashboardProjectsQuery).catch(() => []);
  const project = selectedCreatorProject(projects, search.get('project'));
  if (!project) return;
  await Promise.all([
    queryClient.prefetchQuery(creatorDashboardQuery(String(project.id))),
    queryClient.prefetchQuery(projectInvestorsQuery(String(project.id))),
  ]);
}

/**
 * Loads into `queryClient` what the page at `path` shows on its first render, through the
 * same queries (keys and fetchers) the browser runs, so hydration finds every answer and
 * fetches none again. The header needs the user (and a signed-in user's notifications, for the
 * bell) and the footer the sandbox's status on every page; a page that needs a signed-in user
 * loads its data only when there is one.
 */
export async function loadRouteData(queryClient: QueryClient, path: string, search: URLSearchParams): Promise<void> {
  const [user] = await Promise.all([
    // A failed lookup renders the page as for a visitor; the browser then asks again.
    queryClient.fetchQuery(currentUserQuery).catch(() => null),
    queryClient.prefetchQuery(sandboxStatusQuery),
  ]);
  const [, section, id] = path.split('/');
  const loads: Array<Promise<void>> = [];
  if (user && path !== '/') loads.push(queryClient.prefetchQuery(notificationsQuery));
  if (section === 'tour' && id) {
    loads.push(queryClient.prefetchQuery(projectQuery(id)), queryClient.prefetchInfiniteQuery(updatesQuery(id)));
    // The Follow button's state, and whether the Updates section shows the creator's form.
    if (user) loads.push(queryClient.prefetchQuery(followsQuery));
    if (canCreateProjects(user)) loads.push(queryClient.prefetchQuery(creatorDashboardProjectsQuery));
  }
  if (section === 'musician' && id)
    loads.push(queryClient.prefetchQuery(creatorQuery(id)), queryClient.prefetchQuery(creatorProjectsQuery(id)));
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
      queryClient.prefetchQuery(followsQuery),
    );
    if (search.get('tab') === 'creator' && canCreateProjects(user)) loads.push(loadCreatorTab(queryClient, search));
    if (search.get('tab') === 'analytics' && search.get('analyticsTab') === 'performance') {
      loads.push(queryClient.prefetchQuery(portfolioHistoryQuery(DEFAULT_TIMEFRAME)));
    }
  }
  if (user && path === '/account-activity') loads.push(queryClient.prefetchInfiniteQuery(ledgerQuery));
  await Promise.all(loads);
}
