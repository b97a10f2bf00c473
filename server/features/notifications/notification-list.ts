import { sql, type SQL } from 'drizzle-orm';
import type { MarkReadPayload, Notification, NotificationKind, NotificationPage } from '../../../common/schemas/notifications';
import type { Database } from '../../db/client';

type Row = Record<string, unknown>;

const columns = sql`id, user_id, kind, title, body, link, created_at, read_at`;

export type StoredNotification = Notification & { userId: number };

export function toNotification(row: Row): StoredNotification {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    kind: String(row.kind) as NotificationKind,
    title: String(row.title),
    body: String(row.body),
    link: String(row.link),
    createdAt: new Date(String(row.created_at)).toISOString(),
    readAt: row.read_at === null ? null : new Date(String(row.read_at)).toISOString(),
  };
}

export const withoutUser = ({ userId: _userId, ...notification }: StoredNotification): Notification => notification;

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const result = await db.execute<Row>(
    sql`select count(*)::int as unread from notifications where user_id = ${userId}::int and read_at is null`,
  );
  return Number(result.rows[0]?.unread ?? 0);
}

/** `GET /api/notifications`: newest first, by id (ids follow commit order, see notify.ts). */
export async function listNotifications(
  db: Database,
  userId: number,
  query: { cursor?: number; limit: number },
): Promise<NotificationPage> {
  const before = query.cursor === undefined ? sql`` : sql`and id < ${query.cursor}::int`;
  const result = await db.execute<Row>(sql`
    select ${columns} from notifications where user_id = ${userId}::int ${before} order by id desc limit ${query.limit + 1}::int`);
  const items = result.rows.slice(0, query.limit).map((row) => withoutUser(toNotification(row)));
  const more = result.rows.length > query.limit;
  return { items, unread: await unreadCount(db, userId), nextCursor: more ? String(items.at(-1)?.id) : null };
}

/** Marks the user's own notifications read; another user's ids match nothing. Returns the unread count after. */
export async function markRead(db: Database, userId: number, payload: MarkReadPayload, now: Date): Promise<number> {
  const which = 'all' in payload ? sql`` : sql`and id = any(${`{${payload.ids.join(',')}}`}::int[])`;
  await db.execute(
    sql`update notifications set read_at = ${now.toISOString()}::timestamptz where user_id = ${userId}::int and read_at is null ${which}`,
  );
  return unreadCount(db, userId);
}

/** The user's notifications after `afterId`, oldest first: what a resuming stream missed. */
export async function notificationsAfter(db: Database, userId: number, afterId: number, limit: number): Promise<StoredNotification[]> {
  const result = await db.execute<Row>(sql`
    select ${columns} from notifications where user_id = ${userId}::int and id > ${afterId}::int order by id limit ${limit}::int`);
  return result.rows.map(toNotification);
}

/** New notifications of any of `userIds` with ids in (afterId, upTo], oldest first: one read fans out to every stream of a process. */
export async function notificationsBetween(db: Database, userIds: number[], afterId: number, upTo: number): Promise<StoredNotification[]> {
  const result = await db.execute<Row>(sql`
    select ${columns} from notifications
    where id > ${afterId}::int and id <= ${upTo}::int and user_id = any(${`{${userIds.join(',')}}`}::int[])
    order by id`);
  return result.rows.map(toNotification);
}

/** The highest notification id committed; every smaller id that will ever commit has (notify.ts). */
export async function latestNotificationId(db: Database, userId?: number): Promise<number> {
  const whose: SQL = userId === undefined ? sql`` : sql`where user_id = ${userId}::int`;
  const result = await db.execute<Row>(sql`select coalesce(max(id), 0)::int as id from notifications ${whose}`);
  return Number(result.rows[0]?.id ?? 0);
}
