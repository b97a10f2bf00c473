import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cents } from '@common/money';
import type { Calibration, CompareAnswer } from '@common/schemas/outlook-compare';
import { defaultExploreFilters } from '@common/rules/explore';
import { exploreQuery } from '@/features/projects';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { compareParams } from './compare-request';

/** `GET /api/outlook/compare`: the projects side by side and the split. */
export const compareQuery = (ids: readonly number[], amountCents: Cents) => {
  const params = compareParams(ids, amountCents);
  return queryOptions({
    queryKey: queryKeys.forecasts.compare(params),
    queryFn: () => fetchJson<CompareAnswer>(`/api/outlook/compare?${params}`),
  });
};

export function useCompare(ids: readonly number[], amountCents: Cents) {
  return useQuery({ ...compareQuery(ids, amountCents), enabled: ids.length > 0 });
}

/** `GET /api/outlook/calibration`: how often paid quarters fell inside the band forecast at funding. */
export const calibrationQuery = queryOptions({
  queryKey: queryKeys.forecasts.calibration(),
  queryFn: () => fetchJson<Calibration>('/api/outlook/calibration'),
});

export const useCalibration = () => useQuery(calibrationQuery);

/** The projects offered to add on the compare page: Explore's first page of every status, best funded first. */
export const compareChoicesQuery = exploreQuery({ ...defaultExploreFilters, status: 'all' });
