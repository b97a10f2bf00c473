import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, notFound, PROJECT_NOT_FOUND } from '../../errors';

export const ONLY_THE_CREATOR = "Only the project's creator can see who backs it.";

/** 404 for a missing project, 403 unless the signed-in user is its creator. */
export async function assertCreatorOf(db: Database, userId: number, projectId: number): Promise<void> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.user_id from projects p join creators c on c.id = p.creator_id where p.id = ${projectId}::int`);
  const row = result.rows[0];
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  if (row.user_id === null || Number(row.user_id) !== userId) throw new AppError(403, ONLY_THE_CREATOR);
}
