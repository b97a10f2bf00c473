import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { countMail } from '../../plugins/metrics';
import type { MailedNotice } from './mail-content';
import { claimedNoticeColumns, currentChannel } from './notice-mail';

/** The queue that gathers the accounts with digest notices waiting, once a day at the digest hour. */
export const SEND_DIGESTS = 'send-digests';
/** The queue of one account's digest. */
export const SEND_DIGEST = 'send-digest';

export interface DigestJob {
  userId: number;
}

/** The accounts with notices waiting for their digest. */
export async function accountsWithDigests(db: Database): Promise<number[]> {
  const rows = await queryRows(
    db,
    z.object({ user_id: sqlColumn.integer }),
    sql`select distinct user_id from notification_mails where channel = 'digest' and done_at is null order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

export interface DigestClaim {
  email: string;
  /** The notices to mail, oldest first. */
  notices: MailedNotice[];
  /** Every notice claimed, mailed or not (a kind turned to in-app meanwhile is settled unmailed). */
  notificationIds: number[];
  /** Of those, the ones mailed. */
  mailedIds: number[];
}

/** Takes an account's waiting digest notices for `claimSeconds` (those no other sender holds); null when there are none. */
export async function claimDigest(db: Database, userId: number, claimSeconds: number): Promise<DigestClaim | null> {
  const rows = await queryRows(
    db,
    claimedNoticeColumns.extend({ notification_id: sqlColumn.integer }),
    sql`with claimed as (
      update notification_mails set claimed_until = now() + ${`${claimSeconds} seconds`}::interval, attempts = attempts + 1
      where user_id = ${userId} and channel = 'digest' and done_at is null and (claimed_until is null or claimed_until < now())
      returning notification_id
    )
    select claimed.notification_id, u.email, n.kind, n.title, n.body, n.link, p.title as project_title,
           ${currentChannel(sql`n.user_id`, sql`n.kind`)} as channel
    from claimed
    join notifications n on n.id = claimed.notification_id
    join users u on u.id = n.user_id
    left join projects p on p.id = n.project_id
    order by n.created_at, n.id`,
  );
  const [first] = rows;
  if (!first) return null;
  const mailed = rows.filter((row) => row.channel !== 'in_app');
  return {
    email: first.email,
    notices: mailed.map(({ kind, title, body, link, project_title: projectTitle }) => ({ kind, title, body, link, projectTitle })),
    notificationIds: rows.map((row) => row.notification_id),
    mailedIds: mailed.map((row) => row.notification_id),
  };
}

/** Marks a claimed digest done: its mailed notices sent, the others settled. */
export async function settleDigest(db: Database, claim: DigestClaim): Promise<void> {
  await db.execute(sql`update notification_mails
    set done_at = now(), sent = notification_id = any(${arrayLiteral(claim.mailedIds)}::int[]), claimed_until = null, last_error = null
    where channel = 'digest' and notification_id = any(${arrayLiteral(claim.notificationIds)}::int[])`);
  if (claim.mailedIds.length > 0) countMail('digest', false);
}

/** Lets a digest that failed to send go, with its error, for the queue's next try. */
export async function releaseDigest(db: Database, claim: DigestClaim, error: unknown): Promise<void> {
  countMail('digest', true);
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`update notification_mails set claimed_until = null, last_error = ${message.slice(0, 500)}
    where channel = 'digest' and notification_id = any(${arrayLiteral(claim.notificationIds)}::int[])`);
}
