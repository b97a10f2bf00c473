import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** The project money went into or out of. */
export interface MovedProject {
  id: number;
  /** Unknown after a sale (an investment does not carry it): then every creator's project list is refreshed. */
  creatorId?: number;
}

/**
 * Refreshes what moving money changes and resolves once it is fresh: always the balance (the
 * current user), the account activity (the ledger) and the net worth summary; when the money went into or out of a
 * project, also the investments with their history of closed positions, the portfolio history and returns,
 * that project, and the explore pages and creator project lists showing its raised amount.
 */
export async function refreshAfterMoneyMovement(queryClient: QueryClient, project?: MovedProject): Promise<void> {
  const changed: InvalidateQueryFilters[] = [
    { queryKey: queryKeys.currentUser() },
    { queryKey: queryKeys.ledger.all() },
    { queryKey: queryKeys.portfolio.summary() },
  ];
  if (project) {
    changed.push(
      // A prefix of the history's key: closed positions are refreshed with the open ones.
      { queryKey: queryKeys.investments.all() },
      // What is left of the 12-month limit moves with every investment placed, cancelled or refunded.
      { queryKey: queryKeys.investorProfile() },
      { queryKey: queryKeys.portfolio.history() },
      { queryKey: queryKeys.portfolio.performance() },
      // A sale or a new holding changes the income calendar's estimates.
      { queryKey: queryKeys.portfolio.incomeCalendar() },
      { queryKey: queryKeys.tours.detail(String(project.id)) },
      { queryKey: queryKeys.explore.all() },
      project.creatorId === undefined
        ? { queryKey: queryKeys.creators.all(), predicate: ({ queryKey }) => queryKey[2] === 'projects' }
        : { queryKey: queryKeys.creators.projects(String(project.creatorId)) },
    );
  }
  await Promise.all(changed.map((filters) => queryClient.invalidateQueries(filters)));
}
