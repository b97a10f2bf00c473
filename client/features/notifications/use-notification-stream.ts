import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { NOTIFICATION_EVENT, type Notification } from '@common/schemas/notifications';
import { notificationsQuery } from './api';
import { withNotification } from './notification-page';

/** `['/api/projects', id, 'updates']`: a project's updates (queryKeys.updates.list). */
const isUpdateList = (queryKey: QueryKey) => queryKey[0] === '/api/projects' && queryKey[2] === 'updates';

/**
 * Adds each notification the server streams (`GET /api/notifications/stream`) to the list,
 * once the list is loaded: the stream starts after its newest id, and the browser reconnects
 * by itself with Last-Event-ID, so none is lost or repeated. An effect, so it opens only in
 * the browser after hydration; closed when the bell goes (sign-out, unmount).
 */
export function useNotificationStream(listLoaded: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!listLoaded || typeof EventSource === 'undefined') return undefined;
    const newest = queryClient.getQueryData(notificationsQuery.queryKey)?.items[0]?.id ?? 0;
    const source = new EventSource(`/api/notifications/stream?after=${newest}`);
    const receive = (event: MessageEvent<string>) => {
      const notification = JSON.parse(event.data) as Notification;
      queryClient.setQueryData(notificationsQuery.queryKey, (page) => (page ? withNotification(page, notification) : page));
      // A project page already open shows the new update too, and opening the notification there finds it.
      if (notification.kind === 'update_posted')
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isUpdateList(queryKey) });
    };
    source.addEventListener(NOTIFICATION_EVENT, receive);
    return () => source.close();
  }, [listLoaded, queryClient]);
}
