import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EarlyCloseRequest, EditProjectPayload, ProjectChange } from '@common/schemas/campaign-changes';
import type { Project } from '@common/schemas/projects';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}/changes`: what the creator changed and when, newest first. */
export const projectChangesQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectChanges(projectId),
    queryFn: () => fetchJson<ProjectChange[]>(`/api/projects/${projectId}/changes`),
  });

export function useProjectChanges(projectId: string) {
  return useQuery(projectChangesQuery(projectId));
}

/** After a change: the project (its page and cards), its change list and the creator's dashboard are read again. */
function useRefreshAfterChange(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tours.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.projectChanges(projectId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.creatorDashboard.all() }),
    ]);
}

/** `PATCH /api/projects/{id}`, the creator's edit. */
export function useEditCampaign(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (edit: EditProjectPayload) => apiRequest<Project>('PATCH', `/api/projects/${projectId}`, edit),
    onSuccess: refresh,
  });
}

/** `POST /api/projects/{id}/early-close`. */
export function useCloseEarly(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (request: EarlyCloseRequest) => apiRequest<Project>('POST', `/api/projects/${projectId}/early-close`, request),
    onSuccess: refresh,
  });
}
