import { useQuery } from '@tanstack/react-query';
import type { Project } from '@common/schemas/projects';
import { ApiError } from '@/lib/api';

/** Query keys are the URL's parts: the default query function joins them with slashes. */
export const projectsKey = ['/api/tours'] as const;
export const projectKey = (id: string) => ['/api/tours', id] as const;

export function useProjects() {
  return useQuery<Project[]>({ queryKey: projectsKey });
}

export function useProject(id: string) {
  return useQuery<Project>({ queryKey: projectKey(id) });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
