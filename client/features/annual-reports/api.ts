import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnnualReport,
  AnnualReportForm,
  AnnualReportFormValues,
  CreatorAnnualReportList,
  CreatorOverdueReports,
  ProjectAnnualReports,
} from '@common/schemas/annual-reports';
import { canCreateProjects, useCurrentUser } from '@/features/auth';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** A project's filed reports and overdue years (`GET /api/projects/{id}/annual-reports`, public). */
export const projectAnnualReportsQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.annualReports.project(projectId),
    queryFn: () => fetchJson<ProjectAnnualReports>(`/api/projects/${projectId}/annual-reports`),
  });

export function useProjectAnnualReports(projectId: string) {
  return useQuery(projectAnnualReportsQuery(projectId));
}

/** A creator's overdue reports, for the profile's badge (`GET /api/creators/{id}/annual-reports`, public). */
export const creatorOverdueReportsQuery = (creatorId: string) =>
  queryOptions({
    queryKey: queryKeys.annualReports.creatorProfile(creatorId),
    queryFn: () => fetchJson<CreatorOverdueReports>(`/api/creators/${creatorId}/annual-reports`),
  });

export function useCreatorOverdueReports(creatorId: string) {
  return useQuery(creatorOverdueReportsQuery(creatorId));
}

/** The signed-in creator's reports, overdue first (`GET /api/creator/annual-reports`). */
export const myAnnualReportsQuery = queryOptions({
  queryKey: queryKeys.annualReports.mine(),
  queryFn: () => fetchJson<CreatorAnnualReportList>('/api/creator/annual-reports'),
});

export function useMyAnnualReports() {
  const { user } = useCurrentUser();
  return useQuery({ ...myAnnualReportsQuery, enabled: canCreateProjects(user) });
}

/** The filing form of one year, filled in from the books (`GET /api/creator/projects/{id}/annual-reports/{year}`). */
export const annualReportFormQuery = (projectId: string, year: string) =>
  queryOptions({
    queryKey: queryKeys.annualReports.form(projectId, year),
    queryFn: () => fetchJson<AnnualReportForm>(`/api/creator/projects/${projectId}/annual-reports/${year}`),
  });

export function useAnnualReportForm(projectId: string, year: string) {
  return useQuery(annualReportFormQuery(projectId, year));
}

/** Every annual-report query: the badges, the lists, the forms. */
const isAnnualReportQuery = (queryKey: readonly unknown[]) =>
  queryKey.includes('annual-reports') || queryKey[0] === '/api/creator/annual-reports';

/** `POST /api/projects/{id}/annual-reports/{year}` with the fields as typed; every report query is read again after. */
export function useFileAnnualReport(projectId: string, year: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnnualReportFormValues) =>
      apiRequest<AnnualReport>('POST', `/api/projects/${projectId}/annual-reports/${year}`, values),
    onSuccess: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => isAnnualReportQuery(queryKey) }),
  });
}
