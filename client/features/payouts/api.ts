import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payout, PayoutSummary } from '@common/schemas/payouts';
import { useCurrentUser } from '@/features/auth';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const latestPayoutsQuery = (limit: number) =>
  queryOptions({ queryKey: queryKeys.payouts.latest(limit), queryFn: () => fetchJson<Payout[]>(`/api/payouts?limit=${limit}`) });

export const payoutSummaryQuery = queryOptions({
  queryKey: queryKeys.payouts.summary(),
  queryFn: () => fetchJson<PayoutSummary>('/api/payouts/summary'),
});

/** The signed-in user's latest payout lines, newest first (`GET /api/payouts?limit=N`); never requested when signed out. */
export function useLatestPayouts(limit: number) {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...latestPayoutsQuery(limit), enabled: isAuthenticated });
}

/** How many payouts the user has, their sum and the years that had any (`GET /api/payouts/summary`). */
export function usePayoutSummary() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...payoutSummaryQuery, enabled: isAuthenticated });
}
