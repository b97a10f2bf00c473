import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../test/fake-s3';
import { generatedFile } from '../test/sample-files';
import { FileTooLargeError, type FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

interface Backend {
  storage: FileStorage;
  /** The names the backend holds, to prove nothing is left behind. */
  keys(): string[];
  close(): Promise<void>;
}

const backends: Array<[string, () => Promise<Backend>]> = [
  [
    'local disk',
    async () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-storage-'));
      return {
        storage: new LocalDiskStorage(folder),
        keys: () => readdirSync(folder),
        close: async () => rmSync(folder, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible bucket (in-process fake S3, real AWS SDK)',
    async () => {
      const fake = await startFakeS3();
      const storage = new S3Storage({
        kind: 's3',
        bucket: fake.bucket,
        endpoint: fake.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
      });
      return { storage, keys: () => [...fake.objects.keys()], close: () => fake.close() };
    },
  ],
];

const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => index % 251));
const readAll = async (stream: Readable | null) => (stream ? Buffer.concat(await stream.toArray()) : null);

/** A body that sends some bytes, then fails as a dropped connection does. */
function failingBody(sizeBeforeFailure: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes(sizeBeforeFailure));
        return;
      }
      this.destroy(new Error('connection reset'));
    },
  });
}

describe.each(backends)('%s', (_name, make) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await make();
  });
  afterAll(() => backend.close());

  it('stores a stream, reads it back whole and by range, and deletes it', async () => {
    const file = bytes(200_000);
    const key = 'c0ffee00-0000-4000-8000-000000000001';
    const stored = await backend.storage.put(key, Readable.from([file.subarray(0, 70_000), file.subarray(70_000)]), {
      contentType: 'audio/mpeg',
      contentLength: file.length,
      maxBytes: 1_000_000,
    });
    expect(stored).toBe(file.length);
    expect((await readAll(await backend.storage.open(key)))?.equals(file)).toBe(true);
    expect((await readAll(await backend.storage.open(key, { start: 1000, end: 1999 })))?.equals(file.subarray(1000, 2000))).toBe(true);
    await backend.storage.delete(key);
    expect(await backend.storage.open(key)).toBeNull();
    expect(backend.keys()).toEqual([]);
  });

  it('refuses a body past the cap with FileTooLargeError and keeps nothing', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000002';
    const put = backend.storage.put(key, generatedFile(3_000_000, Buffer.alloc(0)), {
      contentType: 'image/png',
      contentLength: 1_000_000,
      maxBytes: 1_000_000,
    });
    await expect(put).rejects.toBeInstanceOf(FileTooLargeError);
    expect(backend.keys()).toEqual([]);
  });

  it('keeps nothing of a body that fails midway', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000003';
    const put = backend.storage.put(key, failingBody(100_000), { contentType: 'audio/wav', contentLength: 500_000, maxBytes: 1_000_000 });
    await expect(put).rejects.toThrow('connection reset');
    expect(backend.keys()).toEqual([]);
  });

  it('answers null for a missing file and ignores deleting one', async () => {
    expect(await backend.storage.open('c0ffee00-0000-4000-8000-00000000dead')).toBeNull();
    await expect(backend.storage.delete('c0ffee00-0000-4000-8000-00000000dead')).resolves.toBeUndefined();
  });

  it.each(['../escape', '..', '/etc/passwd', 'a/b/c/d/e/f', 'name\u0000.png', 'cover.png', 'C:\\Windows', ''])(
    'refuses the key %j before touching anything',
    async (key) => {
      await expect(
        backend.storage.put(key, Readable.from([bytes(10)]), { contentType: 'image/png', contentLength: 10, maxBytes: 100 }),
      ).rejects.toThrow(/server-generated name/);
      await expect(backend.storage.open(key)).rejects.toThrow(/server-generated name/);
      await expect(backend.storage.delete(key)).rejects.toThrow(/server-generated name/);
      expect(backend.keys()).toEqual([]);
    },
  );
});
