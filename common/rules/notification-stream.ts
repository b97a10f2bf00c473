/**
 * `GET /api/notifications/stream` (text/event-stream): each new notification is one event
 * `event: notification`, `id: <notification id>`, `data: <notification JSON>`. Comments
 * (`: heartbeat`) keep the connection open. A reconnect sends `Last-Event-ID` and receives
 * every notification after that id, in id order, then the live ones: none lost, none repeated.
 *
 * Free of zod: the signed-in header's bell listens for it, and every signed-in page loads the bell.
 */
export const NOTIFICATION_EVENT = 'notification';
