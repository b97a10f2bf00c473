import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Account,
  AccountProfilePayload,
  ChangePasswordPayload,
  CreatorProfile,
  CreatorProfilePayload,
  ForgotPasswordAnswer,
  ForgotPasswordPayload,
  ResetPasswordPayload,
} from '@common/schemas/account';
import type { CurrentUser } from '@common/schemas/auth';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/account`: the account and its creator profile. */
export const accountQuery = queryOptions({
  queryKey: queryKeys.account(),
  queryFn: () => fetchJson<Account>('/api/account'),
});

export function useAccount() {
  return useQuery(accountQuery);
}

/** After a change to the account: the header's name and avatar, the settings, and the creator's public page. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return async (user?: CurrentUser) => {
    if (user) queryClient.setQueryData(queryKeys.currentUser(), user);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.account() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.creators.all() }),
    ]);
  };
}

/** `PATCH /api/account`. */
export function useUpdateProfile() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (payload: AccountProfilePayload) => apiRequest<CurrentUser>('PATCH', '/api/account', payload),
    onSuccess: (user) => refresh(user),
  });
}

/** `PATCH /api/account/creator`. */
export function useUpdateCreatorProfile() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (payload: CreatorProfilePayload) => apiRequest<CreatorProfile>('PATCH', '/api/account/creator', payload),
    onSuccess: () => refresh(),
  });
}

/** `POST /api/auth/password`: this session stays signed in, the others end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) => apiRequest<{ message: string }>('POST', '/api/auth/password', payload),
  });
}

/** `POST /api/auth/forgot-password`. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (payload: ForgotPasswordPayload) => apiRequest<ForgotPasswordAnswer>('POST', '/api/auth/forgot-password', payload),
  });
}

/** `POST /api/auth/reset-password`. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: ResetPasswordPayload) => apiRequest<{ message: string }>('POST', '/api/auth/reset-password', payload),
  });
}
