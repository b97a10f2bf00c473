import { afterAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { createProjectWithFiles } from '../test/create-project-helpers';
import { generatedFile, sampleHeads, wavFile } from '../test/sample-files';
import { send } from '../test/test-app';
import { putFile, requestUploadUrl, signUpCreator, storedFileNames, useUploadTestApp } from '../test/upload-helpers';

const fake: FakeS3 = await startFakeS3('stagebacker-test');
afterAll(() => fake.close());
const context = useUploadTestApp({
  S3_BUCKET: fake.bucket,
  S3_ENDPOINT: fake.endpoint,
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

describe('uploads on an S3-compatible bucket', () => {
  it('stores the files in the bucket under server-made keys, and serves the song with ranges', async () => {
    const { cookie } = await signUpCreator(context.app);
    const { response } = await createProjectWithFiles(context.app, cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(fake.objects.size).toBe(2);
    for (const key of fake.objects.keys()) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFileNames(context.uploadsFolder)).toEqual([]);

    const song = wavFile(0.25);
    const whole = await send(context.app, { method: 'GET', url: response.json().demoSongUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(song)).toBe(true);
    const part = await send(context.app, { method: 'GET', url: response.json().demoSongUrl, headers: { range: 'bytes=44-143' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-143/${song.length}`);
    expect(part.rawPayload.equals(song.subarray(44, 144))).toBe(true);
  });

  it('keeps nothing in the bucket for refused files', async () => {
    const { cookie } = await signUpCreator(context.app);
    const before = fake.objects.size;
    const html = await putFile(context.app, await requestUploadUrl(context.app, cookie, 'image'), sampleHeads.html(), 'image/png');
    expect(html.statusCode).toBe(415);
    const tooLong = await putFile(
      context.app,
      await requestUploadUrl(context.app, cookie, 'image'),
      generatedFile(10 * 1024 * 1024 + 1, sampleHeads.jpeg()),
      'image/jpeg',
      {
        'content-length': '1000',
      },
    );
    expect(tooLong.statusCode).toBe(413);
    expect(fake.objects.size).toBe(before);
  });
});
