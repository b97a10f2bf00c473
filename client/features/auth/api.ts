import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser, LoginPayload, SignupPayload } from '@common/schemas/auth';
import { ApiError, apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { markSignedOut } from './signed-out-mark';

/** `GET /api/auth/user`; a 401 means signed out (null), not an error. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await fetchJson<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Fresh for 5 minutes and never refetched on its own: the spec's rules for the user lookup. */
export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser(),
  queryFn: fetchCurrentUser,
  staleTime: 300_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

/** The signed-in user: null when signed out. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}

export function useLogin() {
  return useMutation({ mutationFn: (payload: LoginPayload) => apiRequest<CurrentUser>('POST', '/api/auth/login', payload) });
}

export function useSignup() {
  return useMutation({ mutationFn: (payload: SignupPayload) => apiRequest<CurrentUser>('POST', '/api/auth/signup', payload) });
}

function signedOutHome(): void {
  markSignedOut();
  window.location.assign('/');
}

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/auth/logout'),
    // The spec: a full page load to /, so no signed-in state survives in memory; that load knows it is signed out.
    onSuccess: signedOutHome,
  });
}

/** `POST /api/auth/logout-all`: ends every session of the account (all browsers), then does what Log out does. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/auth/logout-all'),
    onSuccess: signedOutHome,
  });
}

export function canCreateProjects(user: CurrentUser | null | undefined): boolean {
  return user?.accountType === 'creator' || user?.accountType === 'both';
}
