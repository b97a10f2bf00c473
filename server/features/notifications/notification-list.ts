import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { notificationKinds, type MarkReadPayload, type Notification, type NotificationPage } from '@common/schemas/notifications';
import type { Database } from '../../db/client';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';

const columns = sql`id, user_id, kind, title, body, link, project_id, created_at, read_at`;

export type StoredNotification = Notification & { userId: number };

/** A row of `columns`, as the API sends it (with its user, for the streams). */
const notificationRow = z
  .object({
    id: sqlColumn.integer,
    user_id: sqlColumn.integer,
    kind: z.enum(notificationKinds),
    title: sqlColumn.text,
    body: sqlColumn.text,
    link: sqlColumn.text,
    project_id: sqlColumn.integer.nullable(),
    created_at: sqlColumn.timestamp,
    read_at: sqlColumn.timestamp.nullable(),
  })
  .transform((row): StoredNotification => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    projectId: row.project_id,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  }));

export const withoutUser = ({ userId: _userId, ...notification }: StoredNotification): Notification => notification;

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const row = await queryRow(
    db,
    z.object({ unread: sqlColumn.integer }),
    sql`select count(*)::int as unread from notifications where user_id = ${userId}::int and read_at is null`,
  );
  return row?.unread ?? 0;
}

/**
 * `GET /api/notifications`: newest first by the event's date on the sandbox clock, then by id.
 * Not by id alone: scheduled work sends late what a clock jump made due (a year of payouts in one
 * round), each dated at its own event. The cursor is the last item's id; the page after it
 * continues from that item's place in the order.
 */
export async function listNotifications(
  db: Database,
  userId: number,
  query: { cursor?: number; limit: number },
): Promise<NotificationPage> {
  const after =
    query.cursor === undefined
      ? sql``
      : sql`and (created_at, id) < (select created_at, id from notifications where id = ${query.cursor}::int and user_id = ${userId}::int)`;
  const rows = await queryRows(
    db,
    notificationRow,
    sql`
    select ${columns} from notifications where user_id = ${userId}::int ${after}
    order by created_at desc, id desc limit ${query.limit + 1}::int`,
  );
  const items = rows.slice(0, query.limit).map(withoutUser);
  const last = items.at(-1);
  return { items, unread: await unreadCount(db, userId), nextCursor: rows.length > query.limit && last ? String(last.id) : null };
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
  return queryRows(
    db,
    notificationRow,
    sql`
    select ${columns} from notifications where user_id = ${userId}::int and id > ${afterId}::int order by id limit ${limit}::int`,
  );
}

/** New notifications of any of `userIds` with ids in (afterId, upTo], oldest first: one read fans out to every stream of a process. */
export async function notificationsBetween(db: Database, userIds: number[], afterId: number, upTo: number): Promise<StoredNotification[]> {
  return queryRows(
    db,
    notificationRow,
    sql`
    select ${columns} from notifications
    where id > ${afterId}::int and id <= ${upTo}::int and user_id = any(${`{${userIds.join(',')}}`}::int[])
    order by id`,
  );
}

/** The highest notification id committed; every smaller id that will ever commit has (notify.ts). */
export async function latestNotificationId(db: Database, userId?: number): Promise<number> {
  const whose: SQL = userId === undefined ? sql`` : sql`where user_id = ${userId}::int`;
  const row = await queryRow(
    db,
    z.object({ id: sqlColumn.integer }),
    sql`select coalesce(max(id), 0)::int as id from notifications ${whose}`,
  );
  return row?.id ?? 0;
}
