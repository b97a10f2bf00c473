import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditPage,
  ModerationQueue,
  PostingBanPayload,
  RecoveryCodes,
  StaffMe,
  StaffMember,
  StaffRoleChangePayload,
  TwoFactorConfirmPayload,
  TwoFactorSetup,
} from '@common/schemas/staff';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/operator/me`: the staff account's roles, permissions and second factor (403 for anyone else). */
export const staffMeQuery = queryOptions({
  queryKey: queryKeys.operator.me(),
  queryFn: () => fetchJson<StaffMe>('/api/operator/me'),
  retry: false,
});

export function useStaffMe(signedIn: boolean) {
  return useQuery({ ...staffMeQuery, enabled: signedIn });
}

/** `POST /api/operator/2fa/setup`: a new secret with its QR code. */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>('POST', '/api/operator/2fa/setup') });
}

/** `POST /api/operator/2fa/confirm`: the recovery codes, once; the console opens after. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TwoFactorConfirmPayload) => apiRequest<RecoveryCodes>('POST', '/api/operator/2fa/confirm', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.me() }),
  });
}

/** `GET /api/operator/moderation?queue=`. */
export const moderationQueueQuery = (queue: 'reported' | 'hidden') =>
  queryOptions({
    queryKey: queryKeys.operator.moderation(queue),
    queryFn: () => fetchJson<ModerationQueue>(`/api/operator/moderation?queue=${queue}`),
  });

export function useModerationQueue(queue: 'reported' | 'hidden') {
  return useQuery(moderationQueueQuery(queue));
}

/** A moderator's claim or decision on a post; the queues are read again after (also after a refusal: someone else acted). */
export function useModerate(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: 'claim' | 'remove' | 'restore' | 'keep'; reason?: string }) =>
      apiRequest<unknown>('POST', `/api/operator/moderation/posts/${postId}/${action}`, action === 'remove' ? { reason } : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.operator.all(), 'moderation'] }),
  });
}

/** `POST /api/operator/moderation/bans`. */
export function usePostingBan() {
  return useMutation({
    mutationFn: (ban: PostingBanPayload) => apiRequest<{ until: string }>('POST', '/api/operator/moderation/bans', ban),
  });
}

/** `GET /api/operator/staff`. */
export const staffListQuery = queryOptions({
  queryKey: queryKeys.operator.staff(),
  queryFn: () => fetchJson<StaffMember[]>('/api/operator/staff'),
});

export function useStaffList() {
  return useQuery(staffListQuery);
}

/** `POST /api/operator/staff/grant` or `/revoke`: the answer is the staff list. */
export function useChangeStaffRole(change: 'grant' | 'revoke') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StaffRoleChangePayload) => apiRequest<StaffMember[]>('POST', `/api/operator/staff/${change}`, payload),
    onSuccess: (staff) => {
      queryClient.setQueryData(queryKeys.operator.staff(), staff);
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.operator.all(), 'audit'] });
    },
  });
}

/** `GET /api/operator/audit?staffId=&target=&cursor=`, newest first, a page at a time. */
export const auditQuery = (filters: URLSearchParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.operator.audit(filters.toString()),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(filters);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return fetchJson<AuditPage>(`/api/operator/audit${query ? `?${query}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAudit(filters: URLSearchParams) {
  return useInfiniteQuery(auditQuery(filters));
}
