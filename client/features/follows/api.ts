import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowList } from '@common/schemas/follows';
import { useCurrentUser } from '@/features/auth';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const followsQuery = queryOptions({ queryKey: queryKeys.follows.all(), queryFn: () => fetchJson<FollowList>('/api/follows') });

/** The signed-in user's watchlist (`GET /api/follows`), latest first; never requested when signed out. */
export function useFollows() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...followsQuery, enabled: isAuthenticated });
}

/** `PUT` (follow) or `DELETE` (unfollow) `/api/follows/projects/{id}`, then the watchlist is read again. */
export function useSetFollowing(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => apiRequest<null>(following ? 'PUT' : 'DELETE', `/api/follows/projects/${projectId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.follows.all() }),
  });
}
