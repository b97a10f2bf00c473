import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Creator, Project } from '@common/schemas/projects';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const creatorQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.creators.detail(id), queryFn: () => fetchJson<Creator>(`/api/creators/${id}`) });

export const creatorProjectsQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.creators.projects(id), queryFn: () => fetchJson<Project[]>(`/api/creators/${id}/projects`) });

export function useCreator(id: string) {
  return useQuery(creatorQuery(id));
}

export function useCreatorProjects(id: string) {
  return useQuery(creatorProjectsQuery(id));
}
