import { useQuery } from '@tanstack/react-query';
import type { Creator, Project } from '@common/schemas/projects';

export const creatorKey = (id: string) => ['/api/creators', id] as const;
export const creatorProjectsKey = (id: string) => ['/api/creators', id, 'projects'] as const;

export function useCreator(id: string) {
  return useQuery<Creator>({ queryKey: creatorKey(id) });
}

export function useCreatorProjects(id: string) {
  return useQuery<Project[]>({ queryKey: creatorProjectsKey(id) });
}
