import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_CHANNELS } from '@common/schemas/notification-choices';
import type { NotificationKind } from '@common/schemas/notifications';
import type { Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';

/** The channel every server process listens on for new notifications. */
export const NOTIFICATIONS_CHANNEL = 'stagebacker_notifications';

/** Held from the first notification a transaction writes until it commits (see `notifyAll`). */
export const NOTIFICATIONS_LOCK = 7_316_483;

export interface NotificationEvent {
  /** Names the event once and for all, such as `update:42` or `project:7:progress-50`. */
  key: string;
  kind: NotificationKind;
  title: string;
  link: string;
  projectId: number | null;
  at: Date;
}

const DEFAULT_CHANNELS_JSON = JSON.stringify(DEFAULT_CHANNELS);

/** Recipients that all read the same body. */
export const sameBody = (userIds: SQL, body: string): SQL =>
  sql`select user_id, ${body}::text as body from (${userIds}) as recipient(user_id)`;

/**
 * Sends `event` to `recipients` (a query of `user_id, body` rows) inside the caller's
 * transaction: once per event, whatever the number of servers (the event key's row), and once
 * per user (the unique user and event key), in one set-based insert. Returns how many users it
 * reached.
 */
export async function notify(tx: Transaction, event: NotificationEvent, recipients: SQL): Promise<number> {
  const [sent] = await notifyAll(
    tx,
    [event],
    sql`select ${event.key}::text, user_id, body from (${recipients}) as recipient(user_id, body)`,
  );
  return sent ?? 0;
}

/**
 * Sends several events in one statement, `recipients` a query of `event_key, user_id, body`
 * rows; returns how many users each event reached, in the order of `events`.
 *
 * It first takes a transaction-scoped lock that it keeps until the commit. So notification ids
 * are handed out in commit order: when a row is visible, every smaller id that will ever commit
 * already has. That lets a stream resume from the last id it sent, and a server fan out from
 * the highest id it has seen, without losing or repeating one. Call it last in a transaction,
 * after its row locks: nothing but inserts follows the lock, so it never waits while held.
 */
export async function notifyAll(tx: Transaction, events: readonly NotificationEvent[], recipients: SQL): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFICATIONS_LOCK}::bigint)`);
  const eventRows = events.map((event, n) => ({
    n,
    key: event.key,
    kind: event.kind,
    title: event.title,
    link: event.link,
    project_id: event.projectId,
    at: event.at.toISOString(),
  }));
  // One statement after the lock: the events' claims, the notifications of those claimed, the mail
  // each recipient's choice owes (so it commits with the change that caused it: features/mail), and
  // the servers woken only if one was written.
  const sent = await queryRows(
    tx,
    z.object({ sent: sqlColumn.integer, woken: sqlColumn.integer }),
    sql`
    with event as (
      select * from jsonb_to_recordset(${JSON.stringify(eventRows)}::jsonb)
        as e(n int, key text, kind text, title text, link text, project_id int, at timestamptz)
    ), claimed as (
      insert into notification_events (event_key, created_at) select key, at from event order by n
      on conflict do nothing returning event_key
    ), sent as (
      insert into notifications (user_id, event_key, kind, title, body, link, project_id, created_at)
      select distinct on (event.n, recipient.user_id) recipient.user_id, event.key, event.kind, event.title, recipient.body,
             event.link, event.project_id, event.at
      from (${recipients}) as recipient(event_key, user_id, body)
      join event on event.key = recipient.event_key
      where event.key in (select event_key from claimed)
      order by event.n, recipient.user_id
      on conflict (user_id, event_key) do nothing
      returning id, user_id, kind, event_key
    ), mailed as (
      insert into notification_mails (notification_id, channel, user_id)
      select sent.id, coalesce(choice.channel, fallback.channel), sent.user_id
      from sent
      join jsonb_each_text(${DEFAULT_CHANNELS_JSON}::jsonb) as fallback(kind, channel) on fallback.kind = sent.kind
      left join notification_choices choice on choice.user_id = sent.user_id and choice.kind = sent.kind
      where coalesce(choice.channel, fallback.channel) <> 'in_app'
    ), woken as (
      select pg_notify(${NOTIFICATIONS_CHANNEL}::text, '') where exists (select 1 from sent)
    )
    select (select count(*) from sent where sent.event_key = event.key) as sent, (select count(*) from woken) as woken
    from event order by n`,
  );
  return sent.map((row) => row.sent);
}

/** Whether `key` was sent already (the scheduled reminders skip those). */
export const eventNotSent = (key: SQL): SQL => sql`not exists (select 1 from notification_events e where e.event_key = ${key})`;
