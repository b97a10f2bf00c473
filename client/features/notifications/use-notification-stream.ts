import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENT } from '@common/rules/notification-stream';
import type { Notification } from '@common/schemas/notifications';
import { notificationsQuery } from './api';
import { latestId, withNotification } from './notification-page';
import { refreshAfterNotification } from './refresh-after-notification';

/**
 * Adds each notification the server streams (`GET /api/notifications/stream`) to the list,
 * once the list is loaded: the stream starts after its highest id, and the browser reconnects
 * by itself with Last-Event-ID, so none is lost or repeated. What the notification's news
 * changes (a row's status, a balance, a project page) is refreshed on the page already open
 * (refresh-after-notification.ts). An effect, so it opens only in
 * the browser after hydration; closed when the bell goes (sign-out, unmount).
 */
export function useNotificationStream(listLoaded: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!listLoaded || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/notifications/stream?after=${latestId(queryClient.getQueryData(notificationsQuery.queryKey))}`);
    const receive = (event: MessageEvent<string>) => {
      const notification = JSON.parse(event.data) as Notification;
      queryClient.setQueryData(notificationsQuery.queryKey, (page) => (page ? withNotification(page, notification) : page));
      // The page already open shows the news too (an update opened from the bell is there).
      void refreshAfterNotification(queryClient, notification);
    };
    source.addEventListener(NOTIFICATION_EVENT, receive);
    return () => source.close();
  }, [listLoaded, queryClient]);
}
