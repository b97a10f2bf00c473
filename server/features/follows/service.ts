import { fundingProgressFromCents } from '../../../common/rules/progress';
import { sql } from 'drizzle-orm';
import { daysLeft } from '../../../common/rules/days-left';
import { cents, centsToDecimal } from '../../../common/money';
import type { FollowList } from '../../../common/schemas/follows';
import type { Database } from '../../db/client';
import { notFound, PROJECT_NOT_FOUND } from '../../errors';

type Row = Record<string, unknown>;

async function assertProjectExists(db: Database, projectId: number): Promise<void> {
  const found = await db.execute<Row>(sql`select 1 from projects where id = ${projectId}::int`);
  if (found.rows.length === 0) throw notFound(PROJECT_NOT_FOUND);
}

/** `PUT /api/follows/projects/{id}`: following twice is following once. */
export async function follow(db: Database, userId: number, projectId: number): Promise<void> {
  const added = await db.execute(sql`
    insert into follows (user_id, project_id) select ${userId}::int, id from projects where id = ${projectId}::int
    on conflict do nothing returning project_id`);
  if (added.rows.length === 0) await assertProjectExists(db, projectId);
}

/** `DELETE /api/follows/projects/{id}`: unfollowing what one does not follow changes nothing. */
export async function unfollow(db: Database, userId: number, projectId: number): Promise<void> {
  await assertProjectExists(db, projectId);
  await db.execute(sql`delete from follows where user_id = ${userId}::int and project_id = ${projectId}::int`);
}

/** `GET /api/follows`: the watchlist, latest followed first. */
export async function listFollows(db: Database, userId: number, now: Date): Promise<FollowList> {
  const result = await db.execute<Row>(sql`
    select p.id, p.title, p.project_image_url, p.creator_id, c.name as creator_name, p.status, p.funding_goal_cents, p.raised_cents, p.end_date, f.created_at
    from follows f join projects p on p.id = f.project_id join creators c on c.id = p.creator_id
    where f.user_id = ${userId}::int
    order by f.created_at desc, p.id desc`);
  return result.rows.map((row) => {
    const goal = cents(Number(row.funding_goal_cents));
    const raised = cents(Number(row.raised_cents));
    const endDate = String(row.end_date);
    return {
      id: Number(row.id),
      title: String(row.title),
      projectImageUrl: row.project_image_url === null ? null : String(row.project_image_url),
      creatorId: Number(row.creator_id),
      creatorName: String(row.creator_name),
      status: row.status as FollowList[number]['status'],
      fundingGoal: centsToDecimal(goal),
      raisedAmount: centsToDecimal(raised),
      progress: fundingProgressFromCents(raised, goal),
      endDate,
      daysLeft: row.status === 'active' ? Math.max(0, daysLeft(endDate, now)) : 0,
      followedAt: new Date(String(row.created_at)).toISOString(),
    };
  });
}
