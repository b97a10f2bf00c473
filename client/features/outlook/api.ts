import { queryOptions, useQuery } from '@tanstack/react-query';
import { isForecastable } from '@common/rules/outlook-inputs';
import type { ProjectOutlookAnswer } from '@common/schemas/outlook';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/projects/{id}/outlook` with the defaults (the minimum investment, 5 years, the
 * project's public seed): the section's first figures, rendered on the server, and the inputs
 * the page's worker simulates other amounts and horizons from.
 */
export const projectOutlookQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.outlook(projectId),
    queryFn: () => fetchJson<ProjectOutlookAnswer>(`/api/projects/${encodeURIComponent(projectId)}/outlook`),
    // The same inputs give the same answer: a retry after a 409 (a campaign that did not fund) would too.
    retry: false,
  });

export function useProjectOutlook(projectId: string, status: string) {
  return useQuery({ ...projectOutlookQuery(projectId), enabled: isForecastable(status) });
}

/** Whether a project's page shows the section: not for a campaign that failed or was suspended (nothing to forecast). */
export const hasOutlook = (status: string | undefined): boolean => status !== undefined && isForecastable(status);
