import { beforeAll, describe, expect, it } from 'vitest';
import { send, signUpUser } from '../../test/test-app';
import { createProjectWithFiles } from '../../test/create-project-helpers';
import { wavFile } from '../../test/sample-files';
import { putFile, requestUploadUrl, signUpCreator, uploadFile, useUploadTestApp } from '../../test/upload-helpers';

const context = useUploadTestApp();
const song = wavFile(0.25);

/** A project's song, as the project page's audio player finds it. */
async function publishedSong(): Promise<string> {
  const { cookie } = await signUpCreator(context.app);
  const { response } = await createProjectWithFiles(context.app, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().demoSongUrl as string;
}

describe('GET /api/files/{id}', () => {
  let sharedSong: Promise<string>;
  beforeAll(() => {
    sharedSong = publishedSong();
  });

  it('serves a project’s song with its type, nosniff, ranges offered and a long cache, to anyone', async () => {
    const url = await publishedSong();
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const response = await send(context.app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/wav',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(song.length),
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(song)).toBe(true);
  });

  const last = song.length - 1;
  it.each([
    ['bytes=0-99', 206, `bytes 0-99/${song.length}`, song.subarray(0, 100)],
    ['bytes=100-', 206, `bytes 100-${last}/${song.length}`, song.subarray(100)],
    ['bytes=-10', 206, `bytes ${song.length - 10}-${last}/${song.length}`, song.subarray(song.length - 10)],
    ['bytes=10-999999999', 206, `bytes 10-${last}/${song.length}`, song.subarray(10)],
    ['bytes=0-1,5-6', 200, undefined, song],
    ['pages=1-2', 200, undefined, song],
    ['bytes=9-3', 200, undefined, song],
  ])('answers Range %s with %i, as audio seeking asks', async (range, status, contentRange, expected) => {
    const url = await sharedSong;
    const response = await send(context.app, { method: 'GET', url, headers: { range } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-range']).toBe(contentRange);
    expect(response.rawPayload.equals(expected)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(expected.length);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const url = await sharedSong;
    const response = await send(context.app, { method: 'GET', url, headers: { range: `bytes=${song.length}-` } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${song.length}`);
    expect(response.json()).toEqual({ message: 'The requested range is outside the file.' });
  });

  it('answers 304 to a cached copy and HEAD without a body', async () => {
    const url = await sharedSong;
    const first = await send(context.app, { method: 'GET', url });
    const again = await send(context.app, { method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await send(context.app, { method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(song.length));
  });

  it('shows a file no project uses only to its uploader, never cached', async () => {
    const { cookie } = await signUpCreator(context.app);
    const uploadURL = await uploadFile(context.app, cookie, 'image');
    const url = uploadURL.replace('/api/uploads/', '/api/files/').split('?')[0] as string;
    const own = await send(context.app, { method: 'GET', url, cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-type']).toBe('image/png');
    const other = await signUpUser(context.app);
    expect((await send(context.app, { method: 'GET', url, cookie: other.cookie })).statusCode).toBe(404);
    expect((await send(context.app, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('does not serve a file that was refused or never sent', async () => {
    const { cookie } = await signUpCreator(context.app);
    const refused = await requestUploadUrl(context.app, cookie, 'image');
    expect((await putFile(context.app, refused, Buffer.from('<html></html>'), 'image/png')).statusCode).toBe(415);
    const neverSent = await requestUploadUrl(context.app, cookie, 'music');
    for (const uploadURL of [refused, neverSent]) {
      const url = uploadURL.replace('/api/uploads/', '/api/files/').split('?')[0] as string;
      const response = await send(context.app, { method: 'GET', url, cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such file.' });
    }
  });

  it.each([
    '/api/files/..%2F..%2Fetc%2Fpasswd',
    '/api/files/%2Fetc%2Fpasswd',
    '/api/files/abc%00.png',
    '/api/files/00000000-0000-4000-8000-000000000000',
    '/api/files/cover.png',
    '/api/files/..',
  ])('answers %s with a JSON 404', async (url) => {
    const response = await send(context.app, { method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().message).toBe('string');
  });
});
