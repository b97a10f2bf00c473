import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FUNDING_RANGE, defaultExploreFilters, type ExploreFilters } from '@common/rules/explore';
import type { ExplorePage } from '@common/schemas/explore';
import type { ProjectDetail } from '@common/schemas/projects';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const projectQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.tours.detail(id), queryFn: () => fetchJson<ProjectDetail>(`/api/tours/${id}`) });

export function useProject(id: string) {
  return useQuery(projectQuery(id));
}

/** The filters as `GET /api/projects` parameters, leaving out the defaults. */
function exploreParams(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.status !== defaultExploreFilters.status) params.set('status', filters.status);
  if (filters.sort !== 'trending') params.set('sort', filters.sort);
  if (filters.fundingRange[0] > FUNDING_RANGE.min) params.set('minGoal', String(filters.fundingRange[0]));
  if (filters.fundingRange[1] < FUNDING_RANGE.max) params.set('maxGoal', String(filters.fundingRange[1]));
  return params;
}

/** Explore's pages for some filters, one `GET /api/projects` each. */
export function exploreQuery(filters: ExploreFilters) {
  const params = exploreParams(filters).toString();
  return infiniteQueryOptions({
    queryKey: queryKeys.explore.list(params),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return fetchJson<ExplorePage>(`/api/projects${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Explore's pages; the previous results stay on screen while new filters load. */
export function useExploreProjects(filters: ExploreFilters) {
  return useInfiniteQuery({ ...exploreQuery(filters), placeholderData: keepPreviousData });
}
