import { desc, eq, sql } from 'drizzle-orm';
import type { Project, ProjectDetail } from '@common/schemas/projects';
import type { Database } from '../../db/client';
import { creators, investments, projects } from '../../db/schema';
import { toProjectView } from './project-view';

export async function listProjects(db: Database): Promise<Project[]> {
  const rows = await db
    .select({ project: projects, creator: creators })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((row) => toProjectView(row.project, row.creator));
}

/** One project for its page, with how many accounts back it. */
export async function findProject(db: Database, id: number): Promise<ProjectDetail | null> {
  const [row] = await db
    .select({
      project: projects,
      creator: creators,
      investorCount: sql<number>`(select count(distinct ${investments.userId}) from ${investments}
        where ${investments.projectId} = ${projects.id} and ${investments.status} in ('pending', 'active'))::int`,
    })
    .from(projects)
    .innerJoin(creators, eq(creators.id, projects.creatorId))
    .where(eq(projects.id, id))
    .limit(1);
  return row ? { ...toProjectView(row.project, row.creator), investorCount: Number(row.investorCount) } : null;
}
