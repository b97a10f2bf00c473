import { desc, eq } from 'drizzle-orm';
import type { Creator, Project } from '@common/schemas/projects';
import type { Database } from '../../db/client';
import { creators, projects } from '../../db/schema';
import { toCreatorView, toProjectView } from '../projects';

export async function findCreator(db: Database, id: number): Promise<Creator | null> {
  const [creator] = await db.select().from(creators).where(eq(creators.id, id)).limit(1);
  return creator ? toCreatorView(creator) : null;
}

/** The creator's projects, newest first; null when there is no such creator. */
export async function listCreatorProjects(db: Database, creatorId: number): Promise<Project[] | null> {
  const [creator] = await db.select().from(creators).where(eq(creators.id, creatorId)).limit(1);
  if (!creator) return null;
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.creatorId, creatorId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((project) => toProjectView(project, creator));
}
