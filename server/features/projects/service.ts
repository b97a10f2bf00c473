import { desc, eq } from 'drizzle-orm';
import type { Project } from '@common/schemas/projects';
import type { Database } from '../../db/client';
import { creators, projects } from '../../db/schema';
import { toProjectView } from './project-view';

export async function listProjects(db: Database): Promise<Project[]> {
  const rows = await db
    .select({ project: projects, creator: creators })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((row) => toProjectView(row.project, row.creator));
}

export async function findProject(db: Database, id: number): Promise<Project | null> {
  const [row] = await db
    .select({ project: projects, creator: creators })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(eq(projects.id, id))
    .limit(1);
  return row ? toProjectView(row.project, row.creator) : null;
}
