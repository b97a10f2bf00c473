import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { refreshAfterMoneyMovement } from './refresh-after-money-movement';

const cached: QueryKey[] = [
  queryKeys.currentUser(),
  queryKeys.ledger.all(),
  queryKeys.investments.all(),
  queryKeys.investments.history(),
  queryKeys.portfolio.historyRange('6m'),
  queryKeys.portfolio.performanceRange('6m'),
  queryKeys.tours.detail('7'),
  queryKeys.tours.detail('8'),
  queryKeys.explore.list(''),
  queryKeys.explore.list('q=tour'),
  queryKeys.creators.detail('3'),
  queryKeys.creators.projects('3'),
  queryKeys.creators.projects('4'),
  queryKeys.sandbox.status(),
];

/** The keys marked for refetching by a refresh over a cache holding `cached`. */
async function refreshed(project?: Parameters<typeof refreshAfterMoneyMovement>[1]): Promise<QueryKey[]> {
  const queryClient = new QueryClient();
  for (const queryKey of cached) queryClient.setQueryData(queryKey, {});
  await refreshAfterMoneyMovement(queryClient, project);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

describe('refreshAfterMoneyMovement', () => {
  it('refreshes only the balance and the account activity after a deposit', async () => {
    expect(await refreshed()).toEqual([queryKeys.currentUser(), queryKeys.ledger.all()]);
  });

  it('refreshes the balance, the activity, the portfolio with its closed positions, the project and the lists showing it after an investment', async () => {
    expect(await refreshed({ id: 7, creatorId: 3 })).toEqual([
      queryKeys.currentUser(),
      queryKeys.ledger.all(),
      queryKeys.investments.all(),
      queryKeys.investments.history(),
      queryKeys.portfolio.historyRange('6m'),
      queryKeys.portfolio.performanceRange('6m'),
      queryKeys.tours.detail('7'),
      queryKeys.explore.list(''),
      queryKeys.explore.list('q=tour'),
      queryKeys.creators.projects('3'),
    ]);
  });

  it('refreshes every creator project list after a sale, whose creator is unknown', async () => {
    const stale = await refreshed({ id: 7 });
    expect(stale).toContainEqual(queryKeys.creators.projects('3'));
    expect(stale).toContainEqual(queryKeys.creators.projects('4'));
    expect(stale).not.toContainEqual(queryKeys.creators.detail('3'));
    expect(stale).not.toContainEqual(queryKeys.tours.detail('8'));
  });
});
