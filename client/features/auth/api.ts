import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser, LoginPayload, SignupPayload } from '@common/schemas/auth';
import { apiRequest, getQueryFn } from '@/lib/api';

export const currentUserKey = ['/api/auth/user'] as const;

/** The signed-in user: null when signed out (a 401), fresh for 5 minutes, never refetched on its own. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    staleTime: 300_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  return { user: query.data, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}

export function useLogin() {
  return useMutation({ mutationFn: (payload: LoginPayload) => apiRequest<CurrentUser>('POST', '/api/auth/login', payload) });
}

export function useSignup() {
  return useMutation({ mutationFn: (payload: SignupPayload) => apiRequest<CurrentUser>('POST', '/api/auth/signup', payload) });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/auth/logout'),
    // The spec: a full page load to /, so no signed-in state survives in memory.
    onSuccess: () => window.location.assign('/'),
  });
}

export function canCreateProjects(user: CurrentUser | null | undefined): boolean {
  return user?.accountType === 'creator' || user?.accountType === 'both';
}
