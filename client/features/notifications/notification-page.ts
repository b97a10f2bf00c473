import type { Notification, NotificationPage } from '@common/schemas/notifications';

/** The API's order: newest first by the event's date, then by id. */
const newestFirst = (a: Notification, b: Notification) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/** The highest id the list holds: where the live stream resumes (ids follow commit order, dates need not). */
export const latestId = (page: NotificationPage | undefined): number => Math.max(0, ...(page?.items.map((item) => item.id) ?? []));

/**
 * The list with a notification the live stream delivered, in its place by date (one that a clock
 * jump had sent late is dated at its event); a repeat (a reconnect resumes after the last id it
 * saw, but the list may already hold it) changes nothing.
 */
export function withNotification(page: NotificationPage, notification: Notification): NotificationPage {
  if (page.items.some((item) => item.id === notification.id)) return page;
  const items = [...page.items, notification].sort(newestFirst);
  return { ...page, items, unread: page.unread + (notification.readAt === null ? 1 : 0) };
}

/** The list after marking `ids` (or every notification) read at `readAt`, with the server's new unread count. */
export function withRead(page: NotificationPage, ids: readonly number[] | 'all', readAt: string, unread: number): NotificationPage {
  const marked = (item: Notification) => item.readAt === null && (ids === 'all' || ids.includes(item.id));
  return { ...page, unread, items: page.items.map((item) => (marked(item) ? { ...item, readAt } : item)) };
}

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The badge's text: the count, "99+" above 99. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
