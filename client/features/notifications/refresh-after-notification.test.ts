import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKinds, type Notification } from '@common/schemas/notifications';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterNotification } from './refresh-after-notification';

/** A cache as a signed-in user's visit fills it: the dashboard, the creator tab, two project pages, explore. */
const cached: QueryKey[] = [
  queryKeys.currentUser(),
  queryKeys.ledger.all(),
  queryKeys.investments.all(),
  queryKeys.investments.history(),
  queryKeys.portfolio.summary(),
  queryKeys.portfolio.historyRange('6m'),
  queryKeys.portfolio.performanceRange('6m'),
  queryKeys.payouts.latest(5),
  queryKeys.payouts.summary(),
  queryKeys.tours.detail('7'),
  queryKeys.tours.detail('8'),
  queryKeys.updates.list('7'),
  queryKeys.updates.list('8'),
  queryKeys.questions.list('7'),
  queryKeys.questions.list('8'),
  queryKeys.explore.list(''),
  queryKeys.creators.detail('3'),
  queryKeys.creators.projects('3'),
  queryKeys.creatorDashboard.all(),
  queryKeys.creatorDashboard.dashboard('7'),
  queryKeys.creatorDashboard.investors('7'),
  queryKeys.creatorDashboard.dashboard('8'),
  queryKeys.creatorDashboard.investors('8'),
  queryKeys.creatorDashboard.questions('7'),
  queryKeys.notifications.all(),
  queryKeys.follows.all(),
  queryKeys.sandbox.status(),
  queryKeys.market.project('7'),
  queryKeys.market.project('8'),
  queryKeys.market.ordersList('open'),
];

/** The keys a notification marks stale in a cache holding `cached`. */
async function refreshed(notification: Pick<Notification, 'kind' | 'projectId'>): Promise<QueryKey[]> {
  const queryClient = new QueryClient();
  for (const queryKey of cached) queryClient.setQueryData(queryKey, {});
  await refreshAfterNotification(queryClient, notification);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

/** The queries of project `id`: its page, its updates, its dashboard and investors on the creator tab. */
const projectQueries = (id: string) => [
  queryKeys.tours.detail(id),
  queryKeys.updates.list(id),
  queryKeys.creatorDashboard.dashboard(id),
  queryKeys.creatorDashboard.investors(id),
];

describe('refreshAfterNotification', () => {
  it("refreshes a funded campaign's rows, Net worth, balance, creator tab and project 7's page, not project 8's", async () => {
    const stale = await refreshed({ kind: 'campaign_funded', projectId: 7 });
    expect(stale).toEqual([
      queryKeys.currentUser(),
      queryKeys.ledger.all(),
      queryKeys.investments.all(),
      queryKeys.investments.history(),
      queryKeys.portfolio.summary(),
      queryKeys.portfolio.historyRange('6m'),
      queryKeys.portfolio.performanceRange('6m'),
      queryKeys.tours.detail('7'),
      queryKeys.explore.list(''),
      queryKeys.creators.projects('3'),
      queryKeys.creatorDashboard.all(),
      queryKeys.creatorDashboard.dashboard('7'),
      queryKeys.creatorDashboard.investors('7'),
      queryKeys.creatorDashboard.questions('7'),
      queryKeys.sandbox.status(),
    ]);
    for (const queryKey of projectQueries('8')) expect(stale).not.toContainEqual(queryKey);
  });

  it('refreshes the payouts with the balance and the holdings after a payout, and not the explore cards', async () => {
    const stale = await refreshed({ kind: 'payout_posted', projectId: 7 });
    expect(stale).toEqual(expect.arrayContaining([queryKeys.payouts.latest(5), queryKeys.payouts.summary(), queryKeys.currentUser()]));
    expect(stale).toContainEqual(queryKeys.investments.all());
    expect(stale).not.toContainEqual(queryKeys.explore.list(''));
    expect(stale).not.toContainEqual(queryKeys.tours.detail('8'));
  });

  it("refreshes only project 7's updates and page after an update, nothing of the user's money", async () => {
    expect(await refreshed({ kind: 'update_posted', projectId: 7 })).toEqual([queryKeys.tours.detail('7'), queryKeys.updates.list('7')]);
  });

  it("refreshes project 7's questions for the asker told of an answer, and the creator's tab for a new question, nothing of the money", async () => {
    expect(await refreshed({ kind: 'question_answered', projectId: 7 })).toEqual([queryKeys.questions.list('7')]);
    expect(await refreshed({ kind: 'question_asked', projectId: 7 })).toEqual([
      queryKeys.questions.list('7'),
      queryKeys.creatorDashboard.all(),
      queryKeys.creatorDashboard.dashboard('7'),
      queryKeys.creatorDashboard.investors('7'),
      queryKeys.creatorDashboard.questions('7'),
    ]);
  });

  it('refreshes every project page and every update list when the project is not known', async () => {
    const stale = await refreshed({ kind: 'update_posted', projectId: null });
    expect(stale).toEqual([
      queryKeys.tours.detail('7'),
      queryKeys.tours.detail('8'),
      queryKeys.updates.list('7'),
      queryKeys.updates.list('8'),
    ]);
  });

  it('refreshes the raise on the project page, the cards and the creator tab at 50% and 100%, not the holdings', async () => {
    for (const kind of ['progress_50', 'progress_100'] as const) {
      const stale = await refreshed({ kind, projectId: 7 });
      expect(stale).toEqual(
        expect.arrayContaining([queryKeys.tours.detail('7'), queryKeys.explore.list(''), queryKeys.creatorDashboard.dashboard('7')]),
      );
      expect(stale).not.toContainEqual(queryKeys.investments.all());
      expect(stale).not.toContainEqual(queryKeys.currentUser());
    }
  });

  it('refreshes a reminder’s days left (the project and the sandbox clock) and nothing of the money', async () => {
    expect(await refreshed({ kind: 'closing_soon', projectId: 7 })).toEqual([queryKeys.tours.detail('7'), queryKeys.sandbox.status()]);
  });

  it('refreshes the balance, the dashboard, the creator tab and the project for a kind it does not know', async () => {
    // A kind added on the server after this page loaded, such as a creator's notice.
    const stale = await refreshed({ kind: 'creator_funded' as Notification['kind'], projectId: 7 });
    expect(stale).toEqual(
      expect.arrayContaining([
        queryKeys.currentUser(),
        queryKeys.ledger.all(),
        queryKeys.investments.all(),
        queryKeys.portfolio.summary(),
        queryKeys.payouts.summary(),
        queryKeys.tours.detail('7'),
        queryKeys.creatorDashboard.all(),
        queryKeys.creatorDashboard.dashboard('7'),
      ]),
    );
    expect(stale).not.toContainEqual(queryKeys.tours.detail('8'));
    // A kind named like an object's own property is unknown too.
    expect(await refreshed({ kind: 'constructor' as Notification['kind'], projectId: 7 })).toContainEqual(queryKeys.investments.all());
  });

  it('never refreshes the notifications themselves (the stream adds them) nor the watchlist', async () => {
    for (const kind of notificationKinds) {
      const stale = await refreshed({ kind, projectId: 7 });
      expect(stale).not.toContainEqual(queryKeys.notifications.all());
      expect(stale).not.toContainEqual(queryKeys.follows.all());
    }
  });

  it("refreshes the balance and the holdings after a market fill, and the project's page", async () => {
    const stale = await refreshed({ kind: 'order_filled', projectId: 7 });
    expect(stale).toEqual(
      expect.arrayContaining([
        queryKeys.currentUser(),
        queryKeys.investments.all(),
        queryKeys.portfolio.summary(),
        queryKeys.tours.detail('7'),
        queryKeys.market.project('7'),
        queryKeys.market.ordersList('open'),
      ]),
    );
    expect(stale).not.toContainEqual(queryKeys.explore.list(''));
    expect(stale).not.toContainEqual(queryKeys.market.project('8'));
  });

  it("refreshes a creator's tab for new backers, and their balance for a revenue share", async () => {
    const backers = await refreshed({ kind: 'new_backers', projectId: 7 });
    expect(backers).toEqual(expect.arrayContaining([queryKeys.creatorDashboard.all(), queryKeys.creatorDashboard.investors('7')]));
    expect(backers).not.toContainEqual(queryKeys.currentUser());
    expect(backers).not.toContainEqual(queryKeys.creatorDashboard.investors('8'));
    const revenue = await refreshed({ kind: 'revenue_share_paid', projectId: 7 });
    expect(revenue).toEqual(
      expect.arrayContaining([queryKeys.currentUser(), queryKeys.ledger.all(), queryKeys.creatorDashboard.dashboard('7')]),
    );
  });
});
