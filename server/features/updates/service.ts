import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { projectStatuses } from '@common/rules/campaigns';
import { UPDATE_NUDGE_DAYS, type CreateUpdateRequest, type ProjectUpdate, type UpdateList } from '@common/schemas/updates';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { projectUpdates } from '../../db/schema-updates-and-notifications';
import { queryRow, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound, PROJECT_NOT_FOUND } from '../../errors';
import { updatePosted } from '../notifications';

export const ONLY_THE_CREATOR_POSTS = "Only the project's creator can post updates.";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `now`, never below zero. */
export const daysSince = (from: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));

const projectFactsRow = z.object({
  user_id: sqlColumn.integer.nullable(),
  created_at: sqlColumn.timestamp,
  status: z.enum(projectStatuses),
  last_update_at: sqlColumn.timestamp.nullable(),
});

/** The project with its creator's account and its latest update, or a 404. */
async function projectFacts(
  db: Database | Transaction,
  projectId: number,
): Promise<{ creatorUserId: number | null; createdAt: Date; status: string; lastUpdateAt: Date | null }> {
  const row = await queryRow(
    db,
    projectFactsRow,
    sql`
    select c.user_id, p.created_at, p.status, (select max(created_at) from project_updates u where u.project_id = p.id) as last_update_at
    from projects p join creators c on c.id = p.creator_id where p.id = ${projectId}::int`,
  );
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return { creatorUserId: row.user_id, createdAt: row.created_at, status: row.status, lastUpdateAt: row.last_update_at };
}

function toUpdate(row: typeof projectUpdates.$inferSelect): ProjectUpdate {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    body: row.body,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `POST /api/projects/{id}/updates`: the creator's update, and its notifications to the
 * followers and backers who may read it, in one transaction: both or neither.
 */
export function postUpdate(
  db: Database,
  userId: number,
  projectId: number,
  request: CreateUpdateRequest,
  time: BusinessTime,
): Promise<ProjectUpdate> {
  return db.transaction(async (tx) => {
    // The update's date starts the creator's silence anew: by the clock as this transaction reads it.
    const now = await timeIn(tx, time);
    const project = await projectFacts(tx, projectId);
    if (project.creatorUserId !== userId) throw new AppError(403, ONLY_THE_CREATOR_POSTS);
    const [update] = await tx
      .insert(projectUpdates)
      .values({ projectId, ...request, createdAt: now })
      .returning();
    if (!update) throw new Error('insert returned no update');
    await updatePosted(tx, update);
    return toUpdate(update);
  });
}

/** Whether the creator owes the project an update: 28 days of silence (since its start without one), unless it failed. */
export function updateDue(project: { createdAt: Date; status: string; lastUpdateAt: Date | null }, now: Date): boolean {
  if (project.status === 'failed') return false;
  const since = project.lastUpdateAt && project.lastUpdateAt > project.createdAt ? project.lastUpdateAt : project.createdAt;
  return daysSince(since, now) >= UPDATE_NUDGE_DAYS;
}

/**
 * `GET /api/projects/{id}/updates`: newest first, investors-only ones only for the creator and
 * holders of a pending or active investment.
 */
export async function listUpdates(
  db: Database,
  viewerId: number | null,
  projectId: number,
  query: { cursor?: number; limit: number },
  now: Date,
): Promise<UpdateList> {
  const project = await projectFacts(db, projectId);
  const isCreator = viewerId !== null && project.creatorUserId === viewerId;
  const mayReadInvestorsOnly =
    viewerId === null
      ? sql`false`
      : isCreator
        ? sql`true`
        : sql`exists (select 1 from investments i where i.project_id = ${projectId}::int and i.user_id = ${viewerId}::int and i.status in ('pending', 'active'))`;
  const rows = await db
    .select()
    .from(projectUpdates)
    .where(
      and(
        eq(projectUpdates.projectId, projectId),
        or(eq(projectUpdates.visibility, 'public'), mayReadInvestorsOnly),
        query.cursor === undefined ? undefined : lt(projectUpdates.id, query.cursor),
      ),
    )
    .orderBy(desc(projectUpdates.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map(toUpdate);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? String(last.id) : null,
    lastUpdateAt: project.lastUpdateAt?.toISOString() ?? null,
    daysSinceLastUpdate: project.lastUpdateAt ? daysSince(project.lastUpdateAt, now) : null,
    updateDue: isCreator && updateDue(project, now),
  };
}
