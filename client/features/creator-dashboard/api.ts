import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorDashboard, CreatorProjectSummary, ProjectInvestorList } from '@common/schemas/creator-dashboard';
import { canCreateProjects, useCurrentUser } from '@/features/auth';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const creatorDashboardProjectsQuery = queryOptions({
  queryKey: queryKeys.creatorDashboard.all(),
  queryFn: () => fetchJson<CreatorProjectSummary[]>('/api/creator/projects'),
});

export const creatorDashboardQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.creatorDashboard.dashboard(projectId),
    queryFn: () => fetchJson<CreatorDashboard>(`/api/creator/projects/${projectId}/dashboard`),
  });

export const projectInvestorsQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.creatorDashboard.investors(projectId),
    queryFn: () => fetchJson<ProjectInvestorList>(`/api/creator/projects/${projectId}/investors`),
  });

/** The signed-in creator's projects, summarised; never requested for an investor account. */
export function useCreatorProjects() {
  const { user } = useCurrentUser();
  return useQuery({ ...creatorDashboardProjectsQuery, enabled: canCreateProjects(user) });
}

/** Whether the signed-in user created this project (it is among their creator projects). */
export function useIsProjectCreator(projectId: number): boolean {
  const projects = useCreatorProjects();
  return projects.data?.some((project) => project.id === projectId) ?? false;
}

export function useCreatorDashboard(projectId: string) {
  return useQuery(creatorDashboardQuery(projectId));
}

export function useProjectInvestors(projectId: string) {
  return useQuery(projectInvestorsQuery(projectId));
}
