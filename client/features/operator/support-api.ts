import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSearch, SupportView, SupportViewPayload } from '@common/schemas/operator-views';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Everything Support reads, as one prefix. */
const supportKey = () => [...queryKeys.operator.all(), 'support'] as const;

/** `GET /api/operator/support/accounts?query=`: the accounts an exact email or an id names (who they are, no money). */
export const accountSearchQuery = (query: string) =>
  queryOptions({
    queryKey: [...supportKey(), 'accounts', query] as const,
    queryFn: () => fetchJson<AccountSearch>(`/api/operator/support/accounts?${new URLSearchParams({ query }).toString()}`),
  });

/** The search runs once the staff member has asked for one (`query` not empty). */
export function useAccountSearch(query: string) {
  return useQuery({ ...accountSearchQuery(query), enabled: query !== '' });
}

/**
 * `POST /api/operator/support/accounts/{id}/view` with the reason: the read-only view. A mutation,
 * not a query: each opening is written to the audit log, so it never runs again by itself.
 */
export function useOpenSupportView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number } & SupportViewPayload) =>
      apiRequest<SupportView>('POST', `/api/operator/support/accounts/${userId}/view`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.operator.all(), 'audit'] }),
  });
}
