import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, uploads } from '../../db/schema';
import { postProject, projectPayload } from '../../test/create-project-helpers';
import { pngFile } from '../../test/sample-files';
import { putFile, requestUploadUrl, signUpCreator, uploadFile, useUploadTestApp } from '../../test/upload-helpers';

const context = useUploadTestApp();
const idOf = (address: string) => address.replace(/^\/api\/(uploads|files)\//, '').split('?')[0] as string;
const NOT_YOURS_IMAGE = 'The project image must be a file you uploaded here. Please upload the project image again.';
const NOT_YOURS_SONG = 'The demo song must be a file you uploaded here. Please upload the demo song again.';

async function creatorWithFiles() {
  const { cookie } = await signUpCreator(context.app);
  return { cookie, song: await uploadFile(context.app, cookie, 'music'), image: await uploadFile(context.app, cookie, 'image') };
}

async function expectRefused(cookie: string, payload: unknown, status: number, message: string) {
  const before = await context.database.db.$count(projects);
  const response = await postProject(context.app, cookie, payload);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
  expect(await context.database.db.$count(projects)).toBe(before);
}

describe('POST /api/projects: the files must be this user’s own uploads', () => {
  it('accepts the file addresses as well as the upload addresses, and marks both uploads used', async () => {
    const { cookie, song, image } = await creatorWithFiles();
    const response = await postProject(context.app, cookie, projectPayload(`/api/files/${idOf(song)}`, image));
    expect(response.statusCode, response.body).toBe(201);
    const rows = await context.database.db.select().from(uploads).where(eq(uploads.usedByProjectId, response.json().id));
    expect(rows.map((row) => row.id).sort()).toEqual([idOf(song), idOf(image)].sort());
  });

  it("refuses another user's upload in projectImageUrl, and leaves that upload unused", async () => {
    const mine = await creatorWithFiles();
    const theirs = await creatorWithFiles();
    await expectRefused(mine.cookie, projectPayload(mine.song, theirs.image), 400, NOT_YOURS_IMAGE);
    await expectRefused(mine.cookie, projectPayload(mine.song, `/api/files/${idOf(theirs.image)}`), 400, NOT_YOURS_IMAGE);
    const [row] = await context.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, idOf(theirs.image)));
    expect(row?.usedByProjectId).toBeNull();
    expect((await postProject(context.app, theirs.cookie, projectPayload(theirs.song, theirs.image))).statusCode).toBe(201);
  });

  it('refuses the kinds swapped', async () => {
    const { cookie, song, image } = await creatorWithFiles();
    await expectRefused(
      cookie,
      projectPayload(image, song),
      400,
      'The demo song address is for an image. Please upload the demo song again.',
    );
  });

  it.each([
    ['../ in the path', '/api/files/../../etc/passwd'],
    ['an absolute file path', '/etc/passwd'],
    ['a Windows path', 'C:\\Windows\\win.ini'],
    ['another host', 'https://evil.example/cover.png'],
    ['a protocol-relative address', '//evil.example/api/files/00000000-0000-4000-8000-000000000000'],
    ['an unknown upload', '/api/files/00000000-0000-4000-8000-000000000000'],
    ['a client file name', 'cover.png'],
  ])('refuses %s as the image', async (_name, address) => {
    const { cookie, song } = await creatorWithFiles();
    await expectRefused(cookie, projectPayload(song, address), 400, NOT_YOURS_IMAGE);
  });

  it('refuses an upload address with a wrong token', async () => {
    const { cookie, song, image } = await creatorWithFiles();
    await expectRefused(cookie, projectPayload(song.replace(/token=.+$/, `token=${'A'.repeat(43)}`), image), 400, NOT_YOURS_SONG);
  });

  it('refuses an address that was never uploaded to, or whose upload was refused', async () => {
    const { cookie, song } = await creatorWithFiles();
    const neverSent = await requestUploadUrl(context.app, cookie, 'image');
    const message = 'The project image was not uploaded completely. Please upload the project image again.';
    await expectRefused(cookie, projectPayload(song, neverSent), 400, message);
    const refused = await requestUploadUrl(context.app, cookie, 'image');
    expect((await putFile(context.app, refused, Buffer.from('<html>'), 'image/png')).statusCode).toBe(415);
    await expectRefused(cookie, projectPayload(song, refused), 400, message);
  });

  it('refuses files already used by another project with 409', async () => {
    const { cookie, song, image } = await creatorWithFiles();
    expect((await postProject(context.app, cookie, projectPayload(song, image))).statusCode).toBe(201);
    const newImage = await uploadFile(context.app, cookie, 'image');
    await expectRefused(
      cookie,
      projectPayload(song, newImage),
      409,
      'This demo song is already used by another project. Please upload the demo song again.',
    );
  });

  it('refuses an upload left unused for more than two hours', async () => {
    const { cookie, song, image } = await creatorWithFiles();
    await context.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '121 minutes'` })
      .where(eq(uploads.id, idOf(image)));
    await expectRefused(
      cookie,
      projectPayload(song, image),
      400,
      'The uploaded project image has expired. Please upload the project image again.',
    );
  });

  it('lets only one of two simultaneous creations use the same files', async () => {
    const { cookie, song, image } = await creatorWithFiles();
    const before = await context.database.db.$count(projects);
    const answers = await Promise.all([1, 2, 3].map(() => postProject(context.app, cookie, projectPayload(song, image))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await context.database.db.$count(projects)).toBe(before + 1);
  });

  it('makes one creator profile when a first project is created twice at once', async () => {
    const { cookie } = await signUpCreator(context.app);
    const sets = await Promise.all(
      [1, 2].map(async () => [await uploadFile(context.app, cookie, 'music'), await uploadFile(context.app, cookie, 'image')]),
    );
    const answers = await Promise.all(sets.map(([song = '', image = '']) => postProject(context.app, cookie, projectPayload(song, image))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().creatorId).toBe(answers[1]?.json().creatorId);
  });

  it('stores nothing under the client’s names: served files live at /api/files/{uuid}', async () => {
    const { cookie } = await signUpCreator(context.app);
    const image = await requestUploadUrl(context.app, cookie, 'image');
    const response = await putFile(context.app, image, pngFile(), 'image/png', {
      'content-disposition': 'attachment; filename="../../../etc/cron.d/x"',
    });
    expect(response.json().fileURL).toBe(`/api/files/${idOf(image)}`);
  });
});
