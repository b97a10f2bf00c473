import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

/** How long an uploaded file waits for the project that uses it. */
// Short, so abandoned files cannot fill the disk; a project form is filled in well within it.
export const UNUSED_UPLOAD_LIFETIME_HOURS = 2;

/**
 * Removes uploads no project or profile uses once they are two hours old: files of abandoned forms, refused
 * uploads, and files of projects a sandbox reset removed. Each row is deleted by one server only.
 */
export async function sweepUnusedUploads(db: Database, storage: FileStorage): Promise<number> {
  const removed = await db
    .delete(uploads)
    .where(
      and(
        isNull(uploads.usedByProjectId),
        eq(uploads.usedInProfile, false),
        lt(uploads.createdAt, sql`now() - ${UNUSED_UPLOAD_LIFETIME_HOURS} * interval '1 hour'`),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
  for (const { storageKey } of removed) await storage.delete(storageKey);
  return removed.length;
}
