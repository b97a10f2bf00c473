import { fundingProgressFromCents } from '@common/rules/progress';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { projectStatuses } from '@common/rules/campaigns';
import { daysLeft } from '@common/rules/days-left';
import { centsToDecimal } from '@common/money';
import type { FollowList } from '@common/schemas/follows';
import type { Database } from '../../db/client';
import { creators, projects } from '../../db/schema';
import { follows } from '../../db/schema-updates-and-notifications';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound, PROJECT_NOT_FOUND } from '../../errors';

const OWN_PROJECT = "Creators can't follow their own projects.";

async function assertProjectExists(db: Database, projectId: number): Promise<void> {
  const [found] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!found) throw notFound(PROJECT_NOT_FOUND);
}

/** `PUT /api/follows/projects/{id}`: following twice is following once; a creator hears of their own projects without following them. */
export async function follow(db: Database, userId: number, projectId: number): Promise<void> {
  const added = await queryRows(
    db,
    z.object({ project_id: sqlColumn.integer }),
    sql`
    insert into follows (user_id, project_id)
    select ${userId}::int, p.id from projects p join creators c on c.id = p.creator_id
    where p.id = ${projectId}::int and c.user_id is distinct from ${userId}::int
    on conflict do nothing returning project_id`,
  );
  if (added.length > 0) return;
  const [project] = await db
    .select({ creatorUserId: creators.userId })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(eq(projects.id, projectId));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (project.creatorUserId === userId) throw new AppError(403, OWN_PROJECT);
}

/** `DELETE /api/follows/projects/{id}`: unfollowing what one does not follow changes nothing. */
export async function unfollow(db: Database, userId: number, projectId: number): Promise<void> {
  await assertProjectExists(db, projectId);
  await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.projectId, projectId)));
}

const followedRow = z.object({
  id: sqlColumn.integer,
  title: sqlColumn.text,
  project_image_url: sqlColumn.text.nullable(),
  creator_id: sqlColumn.integer,
  creator_name: sqlColumn.text,
  status: z.enum(projectStatuses),
  funding_goal_cents: sqlColumn.cents,
  raised_cents: sqlColumn.cents,
  end_date: sqlColumn.day,
  created_at: sqlColumn.timestamp,
});

/** `GET /api/follows`: the watchlist, latest followed first. */
export async function listFollows(db: Database, userId: number, now: Date): Promise<FollowList> {
  const rows = await queryRows(
    db,
    followedRow,
    sql`
    select p.id, p.title, p.project_image_url, p.creator_id, c.name as creator_name, p.status, p.funding_goal_cents, p.raised_cents, p.end_date, f.created_at
    from follows f join projects p on p.id = f.project_id join creators c on c.id = p.creator_id
    where f.user_id = ${userId}::int
    order by f.created_at desc, p.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    projectImageUrl: row.project_image_url,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    status: row.status,
    fundingGoal: centsToDecimal(row.funding_goal_cents),
    raisedAmount: centsToDecimal(row.raised_cents),
    progress: fundingProgressFromCents(row.raised_cents, row.funding_goal_cents),
    endDate: row.end_date,
    daysLeft: row.status === 'active' ? Math.max(0, daysLeft(row.end_date, now)) : 0,
    followedAt: row.created_at.toISOString(),
  }));
}
