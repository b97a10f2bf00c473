import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HaltList } from '@common/schemas/staff';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/halts`: what an admin halted and why, read where it applies. */
export const haltsQuery = queryOptions({
  queryKey: queryKeys.halts(),
  queryFn: () => fetchJson<HaltList>('/api/halts'),
});

export function useHalts() {
  return useQuery(haltsQuery);
}
