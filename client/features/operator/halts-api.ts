import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HaltList, HaltPayload, LiftHaltPayload } from '@common/schemas/staff';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The console's list of halts; the public `GET /api/halts` is also read elsewhere under `['/api/halts']`. */
const haltsKey = () => [...queryKeys.operator.all(), 'halts'] as const;
const publicHaltsKey = queryKeys.halts();

/** `GET /api/halts`: the halts in force (trading, sign-ups, new projects), each with its reason. */
export const haltsQuery = queryOptions({
  queryKey: haltsKey(),
  queryFn: () => fetchJson<HaltList>('/api/halts'),
});

export function useHalts() {
  return useQuery(haltsQuery);
}

/** After a halt or a lift (or a refusal: another admin may have acted), both lists are read again. */
function useRefreshHalts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: haltsKey() }),
      queryClient.invalidateQueries({ queryKey: publicHaltsKey }),
      queryClient.invalidateQueries({ queryKey: [...queryKeys.operator.all(), 'audit'] }),
    ]);
}

/** `POST /api/operator/halts`: 204; `projectId` only with trading, and without it trading halts in every project. */
export function useHalt() {
  const refresh = useRefreshHalts();
  return useMutation({
    mutationFn: (payload: HaltPayload) => apiRequest<null>('POST', '/api/operator/halts', payload),
    onSettled: refresh,
  });
}

/** `POST /api/operator/halts/lift`: 204, or 409 when nothing of this kind is halted. */
export function useLiftHalt() {
  const refresh = useRefreshHalts();
  return useMutation({
    mutationFn: (payload: LiftHaltPayload) => apiRequest<null>('POST', '/api/operator/halts/lift', payload),
    onSettled: refresh,
  });
}
