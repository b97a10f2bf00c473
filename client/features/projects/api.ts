import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FUNDING_RANGE, type ExploreFilters } from '@common/rules/explore';
import type { ExplorePage } from '@common/schemas/explore';
import type { Project } from '@common/schemas/projects';
import { ApiError, apiRequest } from '@/lib/api';

/**
 * Query keys are the URL's parts: the default query function joins them with slashes. This one
 * is also the prefix of every project query (each project and the explore pages), so
 * invalidating it after an investment or a new project refreshes them all.
 */
export const projectsKey = ['/api/tours'] as const;
export const projectKey = (id: string) => ['/api/tours', id] as const;

export function useProject(id: string) {
  return useQuery<Project>({ queryKey: projectKey(id) });
}

/** The filters as `GET /api/projects` parameters, leaving out the defaults. */
export function exploreParams(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.sort !== 'trending') params.set('sort', filters.sort);
  if (filters.fundingRange[0] > FUNDING_RANGE.min) params.set('minGoal', String(filters.fundingRange[0]));
  if (filters.fundingRange[1] < FUNDING_RANGE.max) params.set('maxGoal', String(filters.fundingRange[1]));
  return params;
}

/** Explore's pages, one `GET /api/projects` each; the previous results stay on screen while new filters load. */
export function useExploreProjects(filters: ExploreFilters) {
  const params = exploreParams(filters).toString();
  return useInfiniteQuery({
    queryKey: [...projectsKey, 'explore', params],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return apiRequest<ExplorePage>('GET', `/api/projects${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
