import { useQuery } from '@tanstack/react-query';
import type { Payout } from '@common/schemas/payouts';
import { useCurrentUser } from '@/features/auth';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user's payout lines, newest first (`GET /api/payouts`); never requested when
 * signed out. Every line, not only the latest few, so the statements offered cover every year
 * that had a payout.
 */
export function usePayouts() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({
    queryKey: queryKeys.payouts.all(),
    queryFn: () => fetchJson<Payout[]>('/api/payouts'),
    enabled: isAuthenticated,
  });
}
