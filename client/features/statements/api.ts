import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementFormat, StatementYears, YearStatement } from '@common/schemas/statements';
import { useCurrentUser } from '@/features/auth';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The sandbox years in which the signed-in account had activity, newest first (`GET /api/statements`). */
export const statementYearsQuery = queryOptions({
  queryKey: queryKeys.statements.all(),
  queryFn: () => fetchJson<StatementYears>('/api/statements'),
});

/** One year's statement (`GET /api/statements/{year}`). */
export const yearStatementQuery = (year: number) =>
  queryOptions({ queryKey: queryKeys.statements.year(year), queryFn: () => fetchJson<YearStatement>(`/api/statements/${year}`) });

/** Where a year's statement is downloaded from. */
export const statementDownloadUrl = (year: number, format: Exclude<StatementFormat, 'json'>) => `/api/statements/${year}?format=${format}`;

export function useStatementYears() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...statementYearsQuery, enabled: isAuthenticated });
}

export function useYearStatement(year: number) {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...yearStatementQuery(year), enabled: isAuthenticated });
}

/** The year the page shows: `?year=` when it is one of the years with activity, else the newest. */
export function chosenYear(years: readonly number[], asked: string | null): number | null {
  const year = Number(asked);
  return asked !== null && years.includes(year) ? year : (years[0] ?? null);
}
