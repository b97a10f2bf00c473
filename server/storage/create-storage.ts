import type { StorageConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

/** The configured storage; the S3 client loads only when a bucket is configured. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return new LocalDiskStorage(config.folder);
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config);
}
