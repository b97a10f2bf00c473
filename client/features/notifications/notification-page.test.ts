import { describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@common/schemas/notifications';
import { badgeText, bellLabel, withNotification, withRead } from './notification-page';

const notification = (id: number, readAt: string | null = null): Notification => ({
  id,
  kind: 'update_posted',
  title: `Update ${id}`,
  body: 'News',
  link: '/tour/1#updates',
  projectId: 1,
  createdAt: '2027-01-01T00:00:00.000Z',
  readAt,
});
const page = (items: Notification[], unread: number): NotificationPage => ({ items, unread, nextCursor: null });

describe('withNotification', () => {
  it('puts a new unread notification first and counts it', () => {
    const next = withNotification(page([notification(2), notification(1, 'x')], 1), notification(3));
    expect(next.items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(next.unread).toBe(2);
  });

  it('puts one dated earlier (sent late after a clock jump) in its place by date, the id breaking a tie', () => {
    const dated = (id: number, createdAt: string) => ({ ...notification(id), createdAt });
    const current = page([dated(4, '2028-02-16T09:00:00.000Z'), dated(2, '2027-10-01T00:00:00.000Z')], 2);
    const next = withNotification(current, dated(5, '2028-01-01T00:00:00.000Z'));
    expect(next.items.map((item) => item.id)).toEqual([4, 5, 2]);
    expect(withNotification(next, dated(6, '2028-01-01T00:00:00.000Z')).items.map((item) => item.id)).toEqual([4, 6, 5, 2]);
  });

  it('ignores one the list already holds, and does not count a read one', () => {
    const current = page([notification(2)], 1);
    expect(withNotification(current, notification(2))).toBe(current);
    expect(withNotification(current, notification(1, 'x')).unread).toBe(1);
  });
});

describe('withRead', () => {
  it('marks the given ids, or all, and takes the server’s count', () => {
    const current = page([notification(3), notification(2), notification(1, 'earlier')], 2);
    expect(withRead(current, [2], 'now', 1).items.map((item) => item.readAt)).toEqual([null, 'now', 'earlier']);
    expect(withRead(current, 'all', 'now', 0)).toEqual(
      page([notification(3, 'now'), notification(2, 'now'), notification(1, 'earlier')], 0),
    );
  });
});

it('names the bell with its unread count and caps the badge', () => {
  expect(bellLabel(0)).toBe('Notifications');
  expect(bellLabel(3)).toBe('Notifications, 3 unread');
  expect(badgeText(7)).toBe('7');
  expect(badgeText(120)).toBe('99+');
});
