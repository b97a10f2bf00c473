import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';

export const DISK_FULL = 'The server is low on storage space and cannot take uploads right now. Please try again later.';

/** 507 when storing `incomingBytes` more would leave less than `minFreeBytes` on the disk; storages without a disk (S3) pass. */
export async function assertDiskSpace(storage: FileStorage, minFreeBytes: number, incomingBytes = 0): Promise<void> {
  const free = await storage.freeBytes();
  if (free !== null && free - incomingBytes < minFreeBytes) throw new AppError(507, DISK_FULL);
}
