import { mkdir, open, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit';
import { assertStorageKey, type ByteRange, type FileStorage, type PutOptions } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder (DATA_DIR/uploads by default), one file per key. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly folder: string) {}

  async put(key: string, body: Readable, { maxBytes }: PutOptions): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(this.folder, { recursive: true });
    // `wx`: a key is written once, never over an existing file. Opened before streaming, so a
    // failure can only ever find the file already there to remove.
    const output = (await open(file, 'wx')).createWriteStream();
    const limit = new ByteLimit(maxBytes);
    try {
      await pipeline(body, limit, output);
      return limit.bytes;
    } catch (error) {
      // Removed once closed, so no late write can bring it back.
      if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
      await rm(file, { force: true });
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async freeBytes(): Promise<number> {
    await mkdir(this.folder, { recursive: true });
    const stats = await statfs(this.folder);
    // bavail: the blocks an unprivileged process may still write.
    return stats.bavail * stats.bsize;
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.join(this.folder, key);
    if (path.dirname(file) !== path.resolve(this.folder)) throw new Error(`Storage key escapes the folder: ${key}`);
    return file;
  }
}
