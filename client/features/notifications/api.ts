import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkReadPayload, NotificationPage } from '@common/schemas/notifications';
import { useCurrentUser } from '@/features/auth';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { withRead } from './notification-page';

/** The latest page of the signed-in user's notifications and their unread count (`GET /api/notifications`). */
export const notificationsQuery = queryOptions({
  queryKey: queryKeys.notifications.all(),
  queryFn: () => fetchJson<NotificationPage>('/api/notifications'),
});

export function useNotifications() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...notificationsQuery, enabled: isAuthenticated });
}

/** `POST /api/notifications/read`: the list shows them read with the server's new unread count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MarkReadPayload) => apiRequest<{ unread: number }>('POST', '/api/notifications/read', payload),
    onSuccess: ({ unread }, payload) =>
      queryClient.setQueryData(notificationsQuery.queryKey, (page) =>
        page ? withRead(page, 'ids' in payload ? payload.ids : 'all', new Date().toISOString(), unread) : page,
      ),
  });
}
