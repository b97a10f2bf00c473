import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createProjectWithFiles } from '../../test/create-project-helpers';
import { requestUploadUrl, signUpCreator, storedFileNames, uploadFile, useUploadTestApp } from '../../test/upload-helpers';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { sweepUnusedUploads } from './sweep-uploads';

const context = useUploadTestApp();
const idOf = (address: string) => address.replace(/^\/api\/(uploads|files)\//, '').split('?')[0] as string;

describe('sweepUnusedUploads', () => {
  it('removes uploads no project used after two hours, with their files, and keeps the rest', async () => {
    const { cookie } = await signUpCreator(context.app);
    const { response, song, image } = await createProjectWithFiles(context.app, cookie);
    expect(response.statusCode).toBe(201);
    const abandoned = await uploadFile(context.app, cookie, 'image');
    const neverSent = await requestUploadUrl(context.app, cookie, 'music');
    const recent = await uploadFile(context.app, cookie, 'music');
    const old = [song, image, abandoned, neverSent].map(idOf);
    await context.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '121 minutes'` })
      .where(inArray(uploads.id, old));
    const [abandonedRow] = await context.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, idOf(abandoned)));
    expect(storedFileNames(context.uploadsFolder)).toContain(abandonedRow?.storageKey);

    const storage = new LocalDiskStorage(context.uploadsFolder);
    expect(await sweepUnusedUploads(context.database.db, storage)).toBe(2);
    const left = await context.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.id, [...old, idOf(recent)]));
    expect(left.map((row) => row.id).sort()).toEqual([idOf(song), idOf(image), idOf(recent)].sort());
    expect(storedFileNames(context.uploadsFolder)).not.toContain(abandonedRow?.storageKey);
    expect(storedFileNames(context.uploadsFolder)).toHaveLength(3);
  });
});
