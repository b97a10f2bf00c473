import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatMomentUtc } from '@common/dates';
import { CANCEL_WINDOW_MS, campaignClosesAt, cancellableUntil } from '@common/rules/campaigns';
import { UPDATE_NUDGE_DAYS } from '@common/schemas/updates';
import type { Database } from '../../db/client';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { creatorAccountOf, followersOf } from './audiences';
import { eventNotSent, notify } from './notify';

const HOUR_MS = 60 * 60 * 1000;
/**
 * "Closes in 48 hours" goes out an hour before the cancel window shuts (49 hours before the
 * close), so that a backer with a pending investment can still act on it.
 */
export const CLOSING_SOON_LEAD_MS = CANCEL_WINDOW_MS + HOUR_MS;

// One per end date: a campaign whose end date moves (an edit, an early close, a run-on to its original date) is reminded of the new one.
const closingSoonKey = sql`'project:' || p.id || ':closing-soon:' || to_char(p.end_date, 'YYYY-MM-DD')`;
const updateDueKey = sql`'project:' || p.id || ':update-due:' || coalesce(last.id, 0)`;
const lastUpdate = sql`left join lateral (select id, created_at from project_updates u where u.project_id = p.id order by u.id desc limit 1) last on true`;

/**
 * Reminds followers and pending backers of every campaign entering its last 48 hours: each
 * campaign once. Caught up like closes: a round that finds the moment passed (a clock jump of
 * any size, downtime) still sends it, dated at that moment, when every pending backer could
 * still cancel, and before the same round closes the campaign (jobs/settle-due.ts).
 */
async function remindClosingSoon(db: Database, now: Date): Promise<number> {
  const due = await queryRows(
    db,
    z.object({ id: sqlColumn.integer }),
    sql`
    select p.id from projects p
    where p.status = 'active'
      and (p.end_date + 1)::timestamp at time zone 'UTC' - ${`${CLOSING_SOON_LEAD_MS / 1000} seconds`}::interval <= ${now.toISOString()}::timestamptz
      and ${eventNotSent(closingSoonKey)}
    order by p.id`,
  );
  let sent = 0;
  for (const { id: projectId } of due) {
    sent += await db.transaction(async (tx) => {
      // The project's lock orders this after a close that is under way: a closed campaign gets no reminder.
      const project = await queryRow(
        tx,
        z.object({ title: sqlColumn.text, end_date: sqlColumn.day }),
        sql`select title, end_date from projects where id = ${projectId}::int and status = 'active' for update`,
      );
      if (!project) return 0;
      const endDate = project.end_date;
      const closesAt = campaignClosesAt(endDate);
      const remindAt = new Date(closesAt.getTime() - CLOSING_SOON_LEAD_MS);
      const closing = `The campaign closes on ${formatMomentUtc(closesAt)}.`;
      const pendingBody = `${closing} You can cancel your pending investment with a full refund until ${formatMomentUtc(cancellableUntil(endDate))}.`;
      const recipients = sql`select user_id, case when bool_or(pending) then ${pendingBody}::text else ${closing}::text end as body from (
                select user_id, false as pending from (${followersOf(projectId)}) f
                union all
                select user_id, true from investments where project_id = ${projectId}::int and status = 'pending'
              ) r group by user_id`;
      return notify(
        tx,
        {
          key: `project:${projectId}:closing-soon:${endDate}`,
          kind: 'closing_soon',
          title: `${project.title} closes in 2 days`,
          link: `/tour/${projectId}`,
          projectId,
          at: remindAt < now ? remindAt : now,
        },
        recipients,
      );
    });
  }
  return sent;
}

/** Nudges the creator of a project that has gone 28 days without an update: once per silence. */
async function nudgeSilentCreators(db: Database, now: Date): Promise<number> {
  const due = await queryRows(
    db,
    z.object({ id: sqlColumn.integer, title: sqlColumn.text, key: sqlColumn.text }),
    sql`
    select p.id, p.title, ${updateDueKey} as key from projects p
    join creators c on c.id = p.creator_id and c.user_id is not null
    ${lastUpdate}
    where p.status in ('active', 'funded')
      and greatest(p.created_at, last.created_at) <= ${now.toISOString()}::timestamptz - ${`${UPDATE_NUDGE_DAYS} days`}::interval
      and ${eventNotSent(updateDueKey)}
    order by p.id`,
  );
  let sent = 0;
  for (const row of due) {
    const projectId = row.id;
    sent += await db.transaction((tx) =>
      notify(
        tx,
        {
          key: row.key,
          kind: 'update_due',
          title: `Time for an update on ${row.title}`,
          link: `/tour/${projectId}#updates`,
          projectId,
          at: now,
        },
        sql`select user_id, ${`Your backers have not heard from you for ${UPDATE_NUDGE_DAYS} days. Post an update to keep them in the loop.`}::text as body from (${creatorAccountOf(projectId)}) c`,
      ),
    );
  }
  return sent;
}

/** The reminders the sandbox clock made due at `now`; returns how many notifications went out. */
export async function sendDueReminders(db: Database, now: Date): Promise<number> {
  return (await remindClosingSoon(db, now)) + (await nudgeSilentCreators(db, now));
}
