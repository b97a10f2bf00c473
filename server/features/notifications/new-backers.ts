import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { projectStatuses } from '@common/rules/campaigns';
import { formatCentsAsUsd } from '@common/money';
import type { Database } from '../../db/client';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { creatorAccountOf } from './audiences';
import { notify, sameBody } from './notify';
import { creatorTabLink } from './project-events';

/** A creator hears of new backers of a project at most once in this long (sandbox time). */
export const NEW_BACKERS_EVERY_MS = 60 * 60 * 1000;

/**
 * The project's last "new backers" notice, from its creator's own copy: when it went out and the
 * last investment it counted, which ends its event key (`project:7:backers:<investment id>`).
 * Needs `p` (the project) and `c` (its creator, with an account).
 */
const lastNotice = sql`left join lateral (
    select split_part(n.event_key, ':', 4)::int as through, n.created_at as at from notifications n
    where n.user_id = c.user_id and n.project_id = p.id and n.kind = 'new_backers'
    order by n.id desc limit 1
  ) last on true`;

/**
 * Investments after `through` that each made a new backer of the campaign: the investor's first
 * in the project (one who invests again, or comes back after a cancel, is no new backer), made
 * while the campaign was open (a close is dated at or after its last purchase). Needs `p`.
 */
const newBackings = (through: SQL) => sql`
  select i.user_id, i.created_at from investments i
  where i.project_id = p.id and i.id > ${through} and i.created_at <= coalesce(p.closed_at, 'infinity'::timestamptz)
    and not exists (select 1 from investments j where j.project_id = i.project_id and j.user_id = i.user_id and j.id < i.id)`;

/** Claimed once a closed campaign's creator has heard of all its backers: the rounds stop looking at it. */
const allToldKey = (projectId: number) => `project:${projectId}:backers-all-told`;

const projectRow = z.object({
  title: sqlColumn.text,
  status: z.enum(projectStatuses),
  raised_cents: sqlColumn.cents,
  funding_goal_cents: sqlColumn.cents,
});

const tallyRow = z.object({
  /** The project's last investment: what this notice counts up to. */
  through: sqlColumn.integer.nullable(),
  backers: sqlColumn.integer,
  first_at: sqlColumn.timestamp.nullable(),
  last_at: sqlColumn.timestamp.nullable(),
});

/** Tells one project's creator of its new backers, if a notice is due at `now`; returns how many users it reached (0 or 1). */
async function tellNewBackers(db: Database, projectId: number, now: Date): Promise<number> {
  const dueBy = new Date(now.getTime() - NEW_BACKERS_EVERY_MS);
  return db.transaction(async (tx) => {
    // The project's lock: every purchase holds it from taking its shares to its commit, so every
    // investment in the project is committed here and the next one gets a higher id. It also
    // queues the servers running this at once: the one that waited reads the notice just sent.
    const project = await queryRow(
      tx,
      projectRow,
      sql`select title, status, raised_cents, funding_goal_cents from projects where id = ${projectId}::int for update`,
    );
    if (!project) return 0;
    const tally = await queryRow(
      tx,
      tallyRow,
      sql`
      select (select max(id) from investments where project_id = p.id) as through,
             count(distinct b.user_id)::int as backers, min(b.created_at) as first_at, last.at as last_at
      from projects p
      join creators c on c.id = p.creator_id and c.user_id is not null
      ${lastNotice}
      left join lateral (${newBackings(sql`coalesce(last.through, 0)`)}) b on true
      where p.id = ${projectId}::int
      group by p.id, last.at`,
    );
    if (!tally || tally.through === null || tally.backers === 0 || tally.first_at === null) return 0;
    if (tally.first_at > dueBy || (tally.last_at !== null && tally.last_at > dueBy)) return 0;
    const { backers } = tally;
    const who = backers === 1 ? 'One investor' : `${backers} investors`;
    const since = tally.last_at === null ? '' : ' since your last notice';
    const standing =
      project.status === 'active'
        ? ` It has raised ${formatCentsAsUsd(project.raised_cents)} of its ${formatCentsAsUsd(project.funding_goal_cents)} goal.`
        : '';
    return notify(
      tx,
      {
        key: `project:${projectId}:backers:${tally.through}`,
        kind: 'new_backers',
        title: `${backers} new backer${backers === 1 ? '' : 's'} for ${project.title}`,
        link: creatorTabLink(projectId),
        projectId,
        at: now,
      },
      sameBody(creatorAccountOf(projectId), `${who} backed your campaign${since}.${standing}`),
    );
  });
}

const candidateRow = z.object({
  id: sqlColumn.integer,
  open: sqlColumn.boolean,
  last_at: sqlColumn.timestamp.nullable(),
  /** When the first backer not yet told of invested; null when there is none. */
  first_untold_at: sqlColumn.timestamp.nullable(),
});

/**
 * Tells creators (with an account) of the people who backed their campaigns: per project, one
 * notice naming how many since the last one, sent once the first of them has waited an hour and
 * an hour after the last notice, so never more than one an hour; after a clock jump, one notice
 * for everyone since. Run by the scheduled round (jobs/settle-due.ts) on every server; each
 * notice goes once (the project's lock, then the event key). It looks at open campaigns, and at
 * closed ones until their creator has heard of every backer. Returns how many notices went out.
 */
export async function sendNewBackerNotices(db: Database, now: Date): Promise<number> {
  const dueBy = new Date(now.getTime() - NEW_BACKERS_EVERY_MS);
  const candidates = await queryRows(
    db,
    candidateRow,
    sql`
    select p.id, p.status = 'active' as open, last.at as last_at,
           (select min(b.created_at) from (${newBackings(sql`coalesce(last.through, 0)`)}) b) as first_untold_at
    from projects p
    join creators c on c.id = p.creator_id and c.user_id is not null
    ${lastNotice}
    where p.status = 'active' or not exists (select 1 from notification_events e where e.event_key = 'project:' || p.id || ':backers-all-told')
    order by p.id`,
  );
  let sent = 0;
  for (const candidate of candidates) {
    if (candidate.first_untold_at === null) {
      // A closed campaign, every backer told (or none came): never looked at again.
      if (!candidate.open)
        await db.execute(
          sql`insert into notification_events (event_key, created_at) values (${allToldKey(candidate.id)}::text, ${now.toISOString()}::timestamptz) on conflict do nothing`,
        );
      continue;
    }
    if (candidate.first_untold_at > dueBy || (candidate.last_at !== null && candidate.last_at > dueBy)) continue;
    sent += await tellNewBackers(db, candidate.id, now);
  }
  return sent;
}
