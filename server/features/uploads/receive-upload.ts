import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { declaredFormat, fileFormats, fileRules, fileTooLargeMessage, invalidFileMessage, type FileKind } from '@common/schemas/uploads';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { FileTooLargeError, type FileStorage } from '../../storage/file-storage';
import { assertDiskSpace } from './disk-space';
import { emptyFileMessage, FileCheck } from './file-check';
import { assertRoomForFile } from './upload-quota';
import { fileAddress, isUploadId, tokenMatches } from './upload-addresses';

export const ADDRESS_NOT_VALID = 'This upload address is not valid. Please upload the file again.';
export const ADDRESS_USED = 'This upload address has already been used. Please upload the file again.';
export const ADDRESS_EXPIRED = 'This upload address has expired. Please upload the file again.';
export const LENGTH_REQUIRED = 'Send the file with a Content-Length header.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted. Please try again.';
const DISCARD_REST_FOR_MS = 30_000;

type UploadLimits = Config['uploadLimits'];

export interface IncomingFile {
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

/** The upload behind a valid, unused, unexpired address; nothing is changed yet. */
async function findOpenUpload(db: Database, id: string, token: string) {
  if (!isUploadId(id)) throw notFound(ADDRESS_NOT_VALID);
  const [found] = await db
    .select({ upload: uploads, expired: sql<boolean>`${uploads.expiresAt} <= now()` })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  if (!found || !tokenMatches(found.upload.tokenHash, token)) throw notFound(ADDRESS_NOT_VALID);
  if (found.upload.claimedAt) throw new AppError(410, ADDRESS_USED);
  if (found.expired) throw new AppError(410, ADDRESS_EXPIRED);
  return found.upload;
}

/**
 * Makes the address single-use: the first PUT whose headers pass claims it, whatever then
 * becomes of the file, and reserves its declared length in the user's quota.
 */
async function claimUpload(db: Database, id: string, contentLength: number): Promise<void> {
  const [claimed] = await db
    .update(uploads)
    .set({ claimedAt: sql`now()`, sizeBytes: contentLength })
    .where(and(eq(uploads.id, id), isNull(uploads.claimedAt), gt(uploads.expiresAt, sql`now()`)))
    .returning({ id: uploads.id });
  if (!claimed) throw new AppError(410, ADDRESS_USED);
}

function declaredLength(kind: FileKind, header: string | undefined): number {
  if (header === undefined || !/^\d{1,15}$/.test(header)) throw new AppError(411, LENGTH_REQUIRED);
  const length = Number(header);
  if (length === 0) throw badRequest(emptyFileMessage(kind));
  if (length > fileRules[kind].maxBytes) throw new AppError(413, fileTooLargeMessage(kind));
  return length;
}

/**
 * Reads and drops the rest of a refused body, so the client gets the answer instead of a reset
 * connection (as nginx's lingering close does); a client that stops sending is cut off.
 */
function discardRest(body: Readable): void {
  body.unpipe();
  body.resume();
  const cutOff = setTimeout(() => body.destroy(), DISCARD_REST_FOR_MS);
  cutOff.unref();
  body.once('close', () => clearTimeout(cutOff));
}

/** Feeds the request body into the check without ever destroying the request, so a refusal can still be answered. */
function checkedBody(body: Readable, check: FileCheck): FileCheck {
  body.on('error', () => check.destroy(badRequest(UPLOAD_INTERRUPTED)));
  // The storage's put reports the check's failure; a failure before the storage is listening must not be thrown as unhandled.
  check.on('error', () => undefined);
  return body.pipe(check);
}

/**
 * Receives the file for an upload address: checks the declared type and length, the user's
 * quota and the free disk space, and only then claims the address (a refused attempt leaves it
 * usable); then streams the body through the signature check into storage under the server's
 * own key. Nothing is kept when anything fails.
 */
export async function receiveUpload(
  db: Database,
  storage: FileStorage,
  limits: UploadLimits,
  address: { id: string; token: string },
  file: IncomingFile,
): Promise<string> {
  const upload = await findOpenUpload(db, address.id, address.token);
  const kind = upload.fileType;
  const format = declaredFormat(kind, file.contentType);
  if (!format) throw new AppError(415, invalidFileMessage(kind));
  const contentLength = declaredLength(kind, file.contentLength);
  await assertRoomForFile(db, upload.userId, upload.id, contentLength, limits);
  await assertDiskSpace(storage, limits.minFreeBytes, contentLength);
  await claimUpload(db, upload.id, contentLength);
  const contentType = fileFormats[format].servedAs;
  let sizeBytes: number;
  try {
    sizeBytes = await storage.put(upload.storageKey, checkedBody(file.body, new FileCheck(kind, format)), {
      contentType,
      contentLength,
      maxBytes: fileRules[kind].maxBytes,
    });
  } catch (error) {
    discardRest(file.body);
    // Nothing was stored: the reservation goes back to the user's quota.
    await db
      .update(uploads)
      .set({ sizeBytes: null })
      .where(eq(uploads.id, upload.id))
      .catch(() => undefined);
    if (error instanceof FileTooLargeError) throw new AppError(413, fileTooLargeMessage(kind));
    throw error;
  }
  try {
    await db
      .update(uploads)
      .set({ storedAt: sql`now()`, contentType, sizeBytes })
      .where(eq(uploads.id, upload.id));
  } catch (error) {
    await storage.delete(upload.storageKey).catch(() => undefined);
    throw error;
  }
  return fileAddress(upload.id);
}
