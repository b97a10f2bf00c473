import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators, projects } from '../../db/schema';
import { AppError, notFound, PROJECT_NOT_FOUND } from '../../errors';

export const ONLY_THE_CREATOR = "Only the project's creator can see who backs it.";

/** 404 for a missing project, 403 unless the signed-in user is its creator. */
export async function assertCreatorOf(db: Database, userId: number, projectId: number): Promise<void> {
  const [project] = await db
    .select({ creatorUserId: creators.userId })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(eq(projects.id, projectId));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (project.creatorUserId !== userId) throw new AppError(403, ONLY_THE_CREATOR);
}
