import { desc, eq } from 'drizzle-orm';
import type { ProjectChange } from '@common/schemas/campaign-changes';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { projectChanges } from '../../db/schema-updates-and-notifications';
import { notFound, PROJECT_NOT_FOUND } from '../../errors';

/** `GET /api/projects/{id}/changes`: what the creator changed and when, newest first. */
export async function listProjectChanges(db: Database, projectId: number): Promise<ProjectChange[]> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const rows = await db.select().from(projectChanges).where(eq(projectChanges.projectId, projectId)).orderBy(desc(projectChanges.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    lines: row.lines,
    material: row.material,
    reconfirmBy: row.reconfirmBy ? row.reconfirmBy.toISOString() : null,
  }));
}
