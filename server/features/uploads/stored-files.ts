import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { isUploadId } from './upload-addresses';

export interface StoredFile {
  id: string;
  userId: number;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  /** Files of a project or a profile are public; others only their uploader sees. */
  isPublic: boolean;
}

/** A fully received file by its public id; null for anything else (unknown, still uploading, refused). */
export async function findStoredFile(db: Database, id: string): Promise<StoredFile | null> {
  if (!isUploadId(id)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), isNotNull(uploads.storedAt)))
    .limit(1);
  if (!row?.contentType || row.sizeBytes === null) return null;
  return {
    id: row.id,
    userId: row.userId,
    storageKey: row.storageKey,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    isPublic: row.usedByProjectId !== null || row.usedInProfile,
  };
}
