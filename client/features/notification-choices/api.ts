import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  unsubscribeQuerySchema,
  type NotificationChoices,
  type NotificationChoicesPayload,
  type UnsubscribeResult,
} from '@common/schemas/notification-choices';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/account/notifications`: every kind of notification with its channel. */
export const notificationChoicesQuery = queryOptions({
  queryKey: queryKeys.notificationChoices(),
  queryFn: () => fetchJson<{ choices: NotificationChoices }>('/api/account/notifications'),
});

/** Only signed in: a visitor has no choices to read. */
export function useNotificationChoices(signedIn: boolean) {
  return useQuery({ ...notificationChoicesQuery, enabled: signedIn });
}

/** `PUT /api/account/notifications` with the kinds to change; the answer is every kind's choice. */
export function useSaveNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NotificationChoicesPayload) =>
      apiRequest<{ choices: NotificationChoices }>('PUT', '/api/account/notifications', payload),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationChoices(), saved),
  });
}

const unsubscribeUrl = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * What the problem with an unsubscribe link's token is before asking the server (none, an
 * overlong one), by the schema the server reads it with; null for a token worth asking about.
 */
export function tokenProblem(token: string): string | null {
  const parsed = unsubscribeQuerySchema.safeParse({ token });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This unsubscribe link is not valid.');
}

/** `GET /api/unsubscribe?token=`: what the link would turn off. Only reads: mail scanners follow links. */
export const unsubscribeLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => fetchJson<UnsubscribeResult>(unsubscribeUrl(token)),
  });

/** `POST /api/unsubscribe?token=` (RFC 8058's one-click request, from the page's button): that kind's mail is turned off. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UnsubscribeResult>('POST', unsubscribeUrl(token), {}),
    // The same browser may be signed in: its choices page reads the new channel.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notificationChoices() }),
  });
}
