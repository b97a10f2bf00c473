import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUpdateRequest, ProjectUpdate, UpdateList } from '@common/schemas/updates';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** A project's updates the viewer may read, newest first, one `GET /api/projects/{id}/updates` page at a time. */
export const updatesQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.updates.list(projectId),
    queryFn: ({ pageParam }) => fetchJson<UpdateList>(`/api/projects/${projectId}/updates${pageParam ? `?cursor=${pageParam}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useUpdates(projectId: string) {
  return useInfiniteQuery(updatesQuery(projectId));
}

/** `POST /api/projects/{id}/updates`; the list, and the creator's dashboard figures, are read again after. */
export function usePostUpdate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CreateUpdateRequest) => apiRequest<ProjectUpdate>('POST', `/api/projects/${projectId}/updates`, update),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.updates.list(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.creatorDashboard.all() }),
      ]),
  });
}
