import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import { UNUSED_UPLOAD_LIFETIME_HOURS } from './sweep-uploads';

type UploadLimits = Config['uploadLimits'];

const MB = 1024 * 1024;
const waitAdvice = `Use them in a project, or wait for unused files to be removed (within ${UNUSED_UPLOAD_LIFETIME_HOURS} hours).`;

/**
 * A user's uploads no project uses yet: stored files, uploads under way (their declared length
 * is reserved when the address is claimed) and addresses still waiting for their file.
 */
async function pendingUploads(db: Database, userId: number, exceptId?: string): Promise<{ files: number; bytes: number }> {
  const [usage] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql`coalesce(sum(${uploads.sizeBytes}), 0)::bigint`.mapWith(Number) })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        isNull(uploads.usedByProjectId),
        exceptId ? ne(uploads.id, exceptId) : undefined,
        sql`(${uploads.sizeBytes} is not null or (${uploads.claimedAt} is null and ${uploads.expiresAt} > now()))`,
      ),
    );
  return { files: usage?.files ?? 0, bytes: usage?.bytes ?? 0 };
}

/** 429 when the user already holds as many unused files, or bytes, as allowed: no new address. */
export async function assertRoomForAnotherUpload(db: Database, userId: number, limits: UploadLimits): Promise<void> {
  const { files, bytes } = await pendingUploads(db, userId);
  if (files >= limits.pendingFilesPerUser) {
    throw new AppError(429, `You have ${files} uploaded files not yet used in a project, the most allowed. ${waitAdvice}`);
  }
  if (bytes >= limits.pendingBytesPerUser) {
    throw new AppError(
      429,
      `Your uploaded files not yet used in a project take up ${Math.round(limits.pendingBytesPerUser / MB)} MB, the most allowed. ${waitAdvice}`,
    );
  }
}

/** 413 when this file would take the user's unused uploads past the allowed bytes. */
export async function assertRoomForFile(
  db: Database,
  userId: number,
  uploadId: string,
  length: number,
  limits: UploadLimits,
): Promise<void> {
  const { bytes } = await pendingUploads(db, userId, uploadId);
  if (bytes + length > limits.pendingBytesPerUser) {
    const leftMb = Math.max(0, (limits.pendingBytesPerUser - bytes) / MB).toFixed(1);
    throw new AppError(
      413,
      `This file does not fit in the ${Math.round(limits.pendingBytesPerUser / MB)} MB allowed for uploads not yet used in a project (${leftMb} MB left). ${waitAdvice}`,
    );
  }
}
