import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3';
import { generatedFile, pngFile, sampleHeads } from '../../test/sample-files';
import { requestUploadUrl, signUpCreator, storedFileNames, useUploadTestApp } from '../../test/upload-helpers';

const MB = 1024 * 1024;
const fakeS3 = await startFakeS3();
afterAll(() => fakeS3.close());

/**
 * A real HTTP PUT on a connection of its own, sending while the server answers. Once the answer
 * is in, the client gives up sending (node's client stops anyway), so a refusal must arrive
 * before the body is done.
 */
function put(url: string, body: Readable, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'PUT', headers, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: text });
        body.unpipe();
        outgoing.destroy();
      });
    });
    outgoing.on('error', (error) => (outgoing.destroyed ? undefined : reject(error)));
    body.pipe(outgoing);
  });
}

describe.each([
  ['local disk', {}, (): number => 0],
  [
    'an S3-compatible bucket',
    { S3_BUCKET: fakeS3.bucket, S3_ENDPOINT: fakeS3.endpoint, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
    (): number => fakeS3.objects.size,
  ],
])('uploads over a real connection, stored on %s', (_name, env, objectsInBucket) => {
  const context = useUploadTestApp(env);
  let base: string;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });
  const stored = () => storedFileNames(context.uploadsFolder).length + objectsInBucket();

  it.each([
    ['an 11 MB image, refused by its length', 'image', 'image/png', 11 * MB, () => pngFile(), 413, 'File size must be less than 10MB'],
    [
      'a 51 MB song, refused by its length',
      'music',
      'audio/mpeg',
      51 * MB,
      () => sampleHeads.mp3WithTag(),
      413,
      'File size must be less than 50MB',
    ],
    [
      '5 MB of HTML named as a PNG, refused by its first bytes',
      'image',
      'image/png',
      5 * MB,
      () => sampleHeads.html(),
      415,
      'Please select a valid image file',
    ],
  ] as const)(
    'answers %s while the client is still sending, and keeps nothing',
    async (_case, kind, contentType, size, head, status, message) => {
      const { cookie } = await signUpCreator(context.app);
      const uploadURL = await requestUploadUrl(context.app, cookie, kind);
      const before = stored();
      const answer = await put(`${base}${uploadURL}`, generatedFile(size, head()), {
        'content-type': contentType,
        'content-length': String(size),
      });
      expect(answer.status, answer.body).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({ message });
      expect(stored()).toBe(before);
    },
  );

  it('stores a 20 MB song sent over the connection', async () => {
    const { cookie } = await signUpCreator(context.app);
    const uploadURL = await requestUploadUrl(context.app, cookie, 'music');
    const before = stored();
    const answer = await put(`${base}${uploadURL}`, generatedFile(20 * MB, sampleHeads.mp3WithTag()), {
      'content-type': 'audio/mpeg',
      'content-length': String(20 * MB),
    });
    expect(answer.status, answer.body).toBe(200);
    expect(stored()).toBe(before + 1);
  });
});
