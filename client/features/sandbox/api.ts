import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxStatus } from '@common/schemas/sandbox';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { sandboxNow } from './sandbox-clock';

export const sandboxStatusQuery = queryOptions({
  queryKey: queryKeys.sandbox.status(),
  queryFn: () => fetchJson<SandboxStatus>('/api/sandbox'),
});

/** When the sandbox next resets, if a reset is scheduled, and the sandbox clock's time. */
export function useSandboxStatus() {
  return useQuery(sandboxStatusQuery);
}

/**
 * The sandbox clock's time now: the browser's clock moved by the sandbox's offset, as measured
 * when the status arrived (so it keeps running between loads). Until then, the browser's clock.
 */
export function useSandboxNow(): Date {
  const { data, dataUpdatedAt } = useSandboxStatus();
  return sandboxNow(data?.now ?? null, dataUpdatedAt, Date.now());
}
