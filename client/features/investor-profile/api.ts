import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvestorProfile, InvestorProfilePayload } from '@common/schemas/investor-profile';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/investor-profile`: what the investor declared and the 12-month limit, used and left. */
export const investorProfileQuery = queryOptions({
  queryKey: queryKeys.investorProfile(),
  queryFn: () => fetchJson<InvestorProfile>('/api/investor-profile'),
});

/** Only signed in: a visitor has no profile to read. */
export function useInvestorProfile(signedIn: boolean) {
  return useQuery({ ...investorProfileQuery, enabled: signedIn });
}

/** `PUT /api/investor-profile`; the answer is the profile with its new limit. */
export function useSaveInvestorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InvestorProfilePayload) => apiRequest<InvestorProfile>('PUT', '/api/investor-profile', payload),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.investorProfile(), saved),
  });
}
