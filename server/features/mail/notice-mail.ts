import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { z } from 'zod';
import { DEFAULT_CHANNELS } from '@common/schemas/notification-choices';
import { notificationKinds } from '@common/schemas/notifications';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { countMail } from '../../plugins/metrics';
import type { MailedNotice } from './mail-content';

/** The queue of notices mailed at once: one job a notice. */
export const SEND_NOTICE_MAIL = 'send-notice-mail';

export interface NoticeMailJob {
  notificationId: number;
}

/** How long one sender holds a mail while it talks to the SMTP server: longer than the SMTP timeouts allow a send to take. */
export const claimSecondsFor = (smtpTimeoutMs: number) => Math.ceil((4 * smtpTimeoutMs) / 1000) + 5;

const DEFAULT_CHANNELS_JSON = JSON.stringify(DEFAULT_CHANNELS);

/** The channel an account's choice (or the default) gives a kind now, for `user_id` and `kind` columns in scope. */
export const currentChannel = (userId: SQL, kind: SQL) =>
  sql`coalesce((select c.channel from notification_choices c where c.user_id = ${userId} and c.kind = ${kind}), ${DEFAULT_CHANNELS_JSON}::jsonb ->> ${kind})`;

/**
 * Puts on the queue, once, the mails that committed notices owe: their rows are locked (another
 * server skips them), their jobs inserted in the same transaction, and marked. A notice's row
 * commits with the notice (features/notifications/notify.ts), so nothing rolled back is mailed.
 */
export async function enqueueOwedMails(db: Database, boss: PgBoss, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const owed = await queryRows(
      tx,
      z.object({ notification_id: sqlColumn.integer }),
      sql`select notification_id from notification_mails
          where channel = 'email' and enqueued_at is null
          order by notification_id limit ${limit} for update skip locked`,
    );
    if (owed.length === 0) return 0;
    const ids = owed.map((row) => row.notification_id);
    await boss.insert(
      SEND_NOTICE_MAIL,
      ids.map((notificationId) => ({ data: { notificationId } satisfies NoticeMailJob })),
      { db: fromDrizzle(tx, sql) },
    );
    await tx.execute(sql`update notification_mails set enqueued_at = now()
      where channel = 'email' and notification_id = any(${arrayLiteral(ids)}::int[])`);
    return ids.length;
  });
}

/** A claimed notice as its mail needs it: the recipient, the notice, its project's title, the kind's channel now. */
export const claimedNoticeColumns = z.object({
  email: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  project_title: z.string().nullable(),
  channel: z.string(),
});

export type MailClaim =
  | { state: 'claimed'; userId: number; email: string; stillWanted: boolean; notice: MailedNotice }
  /** Sent or settled already: nothing to do. */
  | { state: 'done' }
  /** Another sender holds it now: try again later. */
  | { state: 'held' };

/** Takes a notice's mail for `claimSeconds`, unless it is done or another sender holds it. */
export async function claimNoticeMail(db: Database, notificationId: number, claimSeconds: number): Promise<MailClaim> {
  const [claimed] = await queryRows(
    db,
    claimedNoticeColumns.extend({ user_id: sqlColumn.integer }),
    sql`with claimed as (
      update notification_mails set claimed_until = now() + ${`${claimSeconds} seconds`}::interval, attempts = attempts + 1
      where notification_id = ${notificationId} and channel = 'email' and done_at is null
        and (claimed_until is null or claimed_until < now())
      returning notification_id, user_id
    )
    select claimed.user_id, u.email, n.kind, n.title, n.body, n.link, p.title as project_title,
           ${currentChannel(sql`claimed.user_id`, sql`n.kind`)} as channel
    from claimed
    join notifications n on n.id = claimed.notification_id
    join users u on u.id = claimed.user_id
    left join projects p on p.id = n.project_id`,
  );
  if (claimed) {
    const { project_title: projectTitle, kind, title, body, link } = claimed;
    return {
      state: 'claimed',
      userId: claimed.user_id,
      email: claimed.email,
      stillWanted: claimed.channel === 'email',
      notice: { kind, title, body, link, projectTitle },
    };
  }
  const [row] = await queryRows(
    db,
    z.object({ done: z.boolean() }),
    sql`select done_at is not null as done from notification_mails where notification_id = ${notificationId} and channel = 'email'`,
  );
  // A row gone with the sandbox's reset has nothing left to send.
  return row && !row.done ? { state: 'held' } : { state: 'done' };
}

/** Settles a claimed mail: sent, or not sent because the account turned that kind's mail off meanwhile. */
export async function settleNoticeMail(db: Database, notificationId: number, sent: boolean): Promise<void> {
  await db.execute(sql`update notification_mails set done_at = now(), sent = ${sent}, claimed_until = null, last_error = null
    where notification_id = ${notificationId} and channel = 'email'`);
  if (sent) countMail('email', false);
}

/** Lets a failed send go, with its error, for the queue's next try. */
export async function releaseNoticeMail(db: Database, notificationId: number, error: unknown): Promise<void> {
  countMail('email', true);
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`update notification_mails set claimed_until = null, last_error = ${message.slice(0, 500)}
    where notification_id = ${notificationId} and channel = 'email'`);
}
