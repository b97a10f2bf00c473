import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FileKind } from '@common/schemas/uploads';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { hashUploadToken, newUploadToken, uploadAddress } from './upload-addresses';

/** How long an upload address may wait for its PUT. */
export const UPLOAD_ADDRESS_LIFETIME_MINUTES = 15;

/** A new single-use address for one file of the user's; only the hash of its secret is kept. */
export async function issueUploadAddress(db: Database, userId: number, fileType: FileKind): Promise<string> {
  const id = randomUUID();
  const token = newUploadToken();
  await db.insert(uploads).values({
    id,
    userId,
    fileType,
    tokenHash: hashUploadToken(token),
    storageKey: randomUUID(),
    expiresAt: sql`now() + ${UPLOAD_ADDRESS_LIFETIME_MINUTES} * interval '1 minute'`,
  });
  return uploadAddress(id, token);
}
