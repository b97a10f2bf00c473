import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { generatedFile, pngFile, sampleHeads, wavFile } from '../../test/sample-files';
import { putFile, requestUploadUrl, signUpCreator, storedFileNames, useUploadTestApp } from '../../test/upload-helpers';

const context = useUploadTestApp();
const MB = 1024 * 1024;
const idOf = (uploadURL: string) => uploadURL.replace('/api/uploads/', '').split('?')[0] as string;

async function newAddress(kind: 'music' | 'image') {
  const { cookie } = await signUpCreator(context.app);
  return requestUploadUrl(context.app, cookie, kind);
}

async function uploadRow(uploadURL: string) {
  const [row] = await context.database.db
    .select()
    .from(uploads)
    .where(eq(uploads.id, idOf(uploadURL)));
  return row;
}

describe('PUT /api/uploads/{id}: accepted files', () => {
  it.each([
    ['a WAV song', 'music', 'audio/wav', () => wavFile(0.1), 'audio/wav'],
    ['a WAV song named audio/x-wav by the browser', 'music', 'audio/x-wav', () => wavFile(0.1), 'audio/wav'],
    ['an MP3 with an ID3 tag', 'music', 'audio/mpeg', sampleHeads.mp3WithTag, 'audio/mpeg'],
    ['an MP3 that starts with a frame, sent as audio/mp3', 'music', 'audio/mp3', sampleHeads.mp3Frame, 'audio/mpeg'],
    ['an M4A sent as audio/m4a', 'music', 'audio/m4a', sampleHeads.m4a, 'audio/mp4'],
    ['an M4A sent as audio/x-m4a', 'music', 'audio/x-m4a', sampleHeads.m4a, 'audio/mp4'],
    ['a PNG', 'image', 'image/png', () => pngFile(), 'image/png'],
    ['a JPEG', 'image', 'image/jpeg', sampleHeads.jpeg, 'image/jpeg'],
    ['a WebP', 'image', 'image/webp', sampleHeads.webp, 'image/webp'],
  ] as const)('stores %s under a server-made name', async (_name, kind, contentType, file, servedAs) => {
    const uploadURL = await newAddress(kind);
    const body = file();
    const before = storedFileNames(context.uploadsFolder);
    const response = await putFile(context.app, uploadURL, body, `${contentType}; charset=binary`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ fileURL: `/api/files/${idOf(uploadURL)}` });
    const row = await uploadRow(uploadURL);
    expect(row).toMatchObject({ contentType: servedAs, sizeBytes: body.length });
    expect(row?.storedAt).toBeInstanceOf(Date);
    const added = storedFileNames(context.uploadsFolder).filter((name) => !before.includes(name));
    expect(added).toEqual([row?.storageKey]);
  });

  it('accepts exactly 10 MB of image, streamed', async () => {
    const response = await putFile(context.app, await newAddress('image'), generatedFile(10 * MB, sampleHeads.jpeg()), 'image/jpeg', {
      'content-length': String(10 * MB),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('PUT /api/uploads/{id}: bad input gets a clear 4xx and leaves nothing behind', () => {
  // An app of its own whose storage folder must stay empty through every refusal.
  const fresh = useUploadTestApp();
  const freshAddress = async (kind: 'music' | 'image') => {
    const { cookie } = await signUpCreator(fresh.app);
    return requestUploadUrl(fresh.app, cookie, kind);
  };
  const refused = async (response: { statusCode: number; json: () => unknown }, status: number, message: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(storedFileNames(fresh.uploadsFolder)).toEqual([]);
  };

  it('an empty file: 400', async () => {
    await refused(
      await putFile(fresh.app, await freshAddress('music'), Buffer.alloc(0), 'audio/mpeg'),
      400,
      'The file is empty. Please select a valid music file.',
    );
  });

  it('an empty body that claimed a length: 400', async () => {
    const response = await putFile(fresh.app, await freshAddress('image'), Buffer.alloc(0), 'image/png', { 'content-length': '10' });
    await refused(response, 400, 'The file is empty. Please select a valid image file.');
  });

  it('an 11 MB image: 413 before a byte is stored', async () => {
    const response = await putFile(fresh.app, await freshAddress('image'), generatedFile(11 * MB, pngFile()), 'image/png', {
      'content-length': String(11 * MB),
    });
    await refused(response, 413, 'File size must be less than 10MB');
  });

  it('a 51 MB song: 413', async () => {
    const response = await putFile(fresh.app, await freshAddress('music'), generatedFile(51 * MB, wavFile(0.01)), 'audio/wav', {
      'content-length': String(51 * MB),
    });
    await refused(response, 413, 'File size must be less than 50MB');
  });

  it('a song longer than it said, past 50 MB: 413 and the partial file removed', async () => {
    const response = await putFile(
      fresh.app,
      await freshAddress('music'),
      generatedFile(50 * MB + 1, sampleHeads.mp3WithTag()),
      'audio/mpeg',
      { 'content-length': String(MB) },
    );
    await refused(response, 413, 'File size must be less than 50MB');
  });

  it('HTML named cover.png (declared image/png): 415', async () => {
    const response = await putFile(fresh.app, await freshAddress('image'), sampleHeads.html(), 'image/png', {
      'content-disposition': 'attachment; filename="cover.png"',
    });
    await refused(response, 415, 'Please select a valid image file');
  });

  it.each([
    ['HTML declared as text/html', 'image', 'text/html', sampleHeads.html, 'Please select a valid image file'],
    ['an image sent to a music address', 'music', 'image/png', () => pngFile(), 'Please select a valid music file'],
    ['a song sent to an image address', 'image', 'audio/wav', () => wavFile(0.1), 'Please select a valid image file'],
    ['a PNG declared as audio/wav', 'music', 'audio/wav', () => pngFile(), 'Please select a valid music file'],
    ['a WAV declared as audio/mpeg', 'music', 'audio/mpeg', () => wavFile(0.1), 'Please select a valid music file'],
    ['a WebP declared as image/png', 'image', 'image/png', sampleHeads.webp, 'Please select a valid image file'],
    ['JSON', 'image', 'application/json', () => Buffer.from('{"a":1}'), 'Please select a valid image file'],
    ['no content type', 'image', null, () => pngFile(), 'Please select a valid image file'],
  ] as const)('%s: 415', async (_name, kind, contentType, file, message) => {
    await refused(await putFile(fresh.app, await freshAddress(kind), file(), contentType), 415, message);
  });

  it('an unreadable Content-Type: 415 with a message about the file', async () => {
    const response = await putFile(fresh.app, await freshAddress('image'), pngFile(), 'not a type');
    await refused(response, 415, 'Send the file with its own content type, such as audio/mpeg or image/png.');
  });

  it('no Content-Length (chunked): 411', async () => {
    const response = await putFile(fresh.app, await freshAddress('image'), generatedFile(1000, pngFile()), 'image/png', {
      'transfer-encoding': 'chunked',
    });
    await refused(response, 411, 'Send the file with a Content-Length header.');
  });

  it('an upload cut off midway: 400 and the partial file removed', async () => {
    const uploadURL = await freshAddress('music');
    const response = await fresh.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: wavFile(1),
      headers: { 'content-type': 'audio/wav', 'content-length': String(wavFile(1).length) },
      simulate: { error: true, end: false, split: false, close: false },
    });
    await refused(response, 400, 'The upload was interrupted. Please try again.');
  });
});

describe('PUT /api/uploads/{id}: the address', () => {
  it('is single-use: a second PUT is 410, even after a refused first one', async () => {
    const uploadURL = await newAddress('music');
    expect((await putFile(context.app, uploadURL, wavFile(0.1), 'audio/wav')).statusCode).toBe(200);
    const before = storedFileNames(context.uploadsFolder);
    const again = await putFile(context.app, uploadURL, wavFile(0.1), 'audio/wav');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'This upload address has already been used. Please upload the file again.' });
    expect(storedFileNames(context.uploadsFolder)).toEqual(before);

    const refusedFirst = await newAddress('image');
    expect((await putFile(context.app, refusedFirst, sampleHeads.html(), 'image/png')).statusCode).toBe(415);
    expect((await putFile(context.app, refusedFirst, pngFile(), 'image/png')).statusCode).toBe(410);
  });

  it('expires: 410 after its time', async () => {
    const uploadURL = await newAddress('image');
    await context.database.db
      .update(uploads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(uploads.id, idOf(uploadURL)));
    const before = storedFileNames(context.uploadsFolder);
    const response = await putFile(context.app, uploadURL, pngFile(), 'image/png');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: 'This upload address has expired. Please upload the file again.' });
    expect(storedFileNames(context.uploadsFolder)).toEqual(before);
  });

  it.each([
    ['a wrong token', (url: string) => url.replace(/token=.+$/, `token=${'A'.repeat(43)}`)],
    ['no token', (url: string) => url.split('?')[0] as string],
    ['an unknown id', (url: string) => url.replace(/uploads\/[^?]+/, 'uploads/00000000-0000-4000-8000-000000000000')],
    ['../ in the id', (url: string) => url.replace(/uploads\/[^?]+/, 'uploads/..%2F..%2Fetc%2Fpasswd')],
    ['a NUL in the id', (url: string) => url.replace(/uploads\/[^?]+/, 'uploads/abc%00def')],
    ['an absolute path as the id', (url: string) => url.replace(/uploads\/[^?]+/, 'uploads/%2Fetc%2Fpasswd')],
    ['a storage-style name as the id', (url: string) => url.replace(/uploads\/[^?]+/, 'uploads/cover.png')],
  ])('%s: 404, nothing stored', async (_name, alter) => {
    const uploadURL = await newAddress('image');
    const before = storedFileNames(context.uploadsFolder);
    const response = await putFile(context.app, alter(uploadURL), pngFile(), 'image/png');
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().message).toBe('string');
    expect(storedFileNames(context.uploadsFolder)).toEqual(before);
    expect((await uploadRow(uploadURL))?.claimedAt).toBeNull();
  });

  it('is refused from another site (403)', async () => {
    const uploadURL = await newAddress('image');
    const response = await putFile(context.app, uploadURL, pngFile(), 'image/png', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });
});
