import { useQuery } from '@tanstack/react-query';
import type { SandboxStatus } from '@common/schemas/sandbox';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** When the sandbox next resets, if a reset is scheduled. */
export function useSandboxStatus() {
  return useQuery({ queryKey: queryKeys.sandbox.status(), queryFn: () => fetchJson<SandboxStatus>('/api/sandbox') });
}
