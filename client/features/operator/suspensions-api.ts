import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Suspension, SuspensionList, SuspensionRequestPayload } from '@common/schemas/staff';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const suspensionsKey = () => [...queryKeys.operator.all(), 'suspensions'] as const;

/** `GET /api/operator/suspensions`: the requests, waiting ones first. */
export const suspensionsQuery = queryOptions({
  queryKey: suspensionsKey(),
  queryFn: () => fetchJson<SuspensionList>('/api/operator/suspensions'),
});

export function useSuspensions() {
  return useQuery(suspensionsQuery);
}

/** `POST /api/operator/suspensions`: one admin asks, with a reason; the request waits for another admin. */
export function useAskSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SuspensionRequestPayload) => apiRequest<Suspension>('POST', '/api/operator/suspensions', payload),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suspensionsKey() }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.operator.all(), 'audit'] }),
      ]),
  });
}

/**
 * `POST /api/operator/suspensions/{id}/approve`: the campaign ends suspended and its pending
 * investments are refunded in full. The list is read again even after a refusal (someone else acted),
 * and the project pages too, which now show the suspension.
 */
export function useApproveSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Suspension>('POST', `/api/operator/suspensions/${id}/approve`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suspensionsKey() }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.operator.all(), 'audit'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tours.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.explore.all() }),
      ]),
  });
}
