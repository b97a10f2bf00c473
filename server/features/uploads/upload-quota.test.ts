import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProjectWithFiles } from '../../test/create-project-helpers';
import { pngFile, wavFile } from '../../test/sample-files';
import { send } from '../../test/test-app';
import { putFile, requestUploadUrl, signUpCreator, storedFileNames, uploadFile, useUploadTestApp } from '../../test/upload-helpers';

const context = useUploadTestApp({ PENDING_UPLOADS_PER_USER: '3', PENDING_UPLOAD_MB_PER_USER: '1', UPLOAD_MIN_FREE_MB: '512' });
const askForAddress = (cookie: string, fileType = 'image') =>
  send(context.app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType } });

afterEach(() => vi.restoreAllMocks());

describe('pending upload quota', () => {
  it('refuses a new upload address with 429 once the user holds the most unused files, until a project uses them', async () => {
    const { cookie } = await signUpCreator(context.app);
    await uploadFile(context.app, cookie, 'music');
    await uploadFile(context.app, cookie, 'image');
    await requestUploadUrl(context.app, cookie, 'image');
    const refused = await askForAddress(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have 3 uploaded files not yet used in a project, the most allowed\./);
    // Another creator is not affected.
    expect((await askForAddress((await signUpCreator(context.app)).cookie)).statusCode).toBe(200);
  });

  it('frees room once a project uses the files', async () => {
    const { cookie } = await signUpCreator(context.app);
    const { response } = await createProjectWithFiles(context.app, cookie);
    expect(response.statusCode).toBe(201);
    for (let index = 0; index < 3; index += 1) expect((await askForAddress(cookie)).statusCode).toBe(200);
  });

  it('refuses with 413 a file that would pass the bytes allowed, and the address stays usable', async () => {
    const { cookie } = await signUpCreator(context.app);
    const first = await requestUploadUrl(context.app, cookie, 'music');
    expect((await putFile(context.app, first, wavFile(40), 'audio/wav')).statusCode).toBe(200);
    const second = await requestUploadUrl(context.app, cookie, 'music');
    const before = storedFileNames(context.uploadsFolder);
    const tooMuch = await putFile(context.app, second, wavFile(40), 'audio/wav');
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().message).toMatch(/does not fit in the 1 MB allowed for uploads not yet used in a project/);
    expect(storedFileNames(context.uploadsFolder)).toEqual(before);
    expect((await putFile(context.app, second, wavFile(1), 'audio/wav')).statusCode).toBe(200);
  });

  it('refuses a new address with 429 when the unused files already take all the bytes allowed', async () => {
    const { cookie } = await signUpCreator(context.app);
    const first = await requestUploadUrl(context.app, cookie, 'music');
    expect((await putFile(context.app, first, wavFile(33), 'audio/wav')).statusCode).toBe(200);
    const second = await requestUploadUrl(context.app, cookie, 'music');
    expect((await putFile(context.app, second, wavFile(32.5305), 'audio/wav')).statusCode).toBe(200); // 528,044 + 520,532 bytes: exactly 1 MB
    const refused = await askForAddress(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/take up 1 MB, the most allowed/);
  });
});

describe('refused headers do not use up the address', () => {
  it.each([
    ['a wrong content type', (url: string) => putFile(context.app, url, pngFile(), 'text/html'), 415],
    ['no length', (url: string) => putFile(context.app, url, pngFile(), 'image/png', { 'content-length': '' }), 411],
    [
      'a declared length over the limit',
      (url: string) => putFile(context.app, url, pngFile(), 'image/png', { 'content-length': String(11 * 1024 * 1024) }),
      413,
    ],
  ])('after %s, the same address takes the file', async (_name, refusedPut, status) => {
    const { cookie } = await signUpCreator(context.app);
    const uploadURL = await requestUploadUrl(context.app, cookie, 'image');
    expect((await refusedPut(uploadURL)).statusCode).toBe(status);
    expect((await putFile(context.app, uploadURL, pngFile(), 'image/png')).statusCode).toBe(200);
  });
});

describe('free disk space', () => {
  it('refuses upload addresses and uploads with 507 when the disk is nearly full', async () => {
    const { cookie } = await signUpCreator(context.app);
    const uploadURL = await requestUploadUrl(context.app, cookie, 'image');
    vi.spyOn(context.app.storage, 'freeBytes').mockResolvedValue(100 * 1024 * 1024);
    const address = await askForAddress(cookie);
    expect(address.statusCode).toBe(507);
    expect(address.json()).toEqual({
      message: 'The server is low on storage space and cannot take uploads right now. Please try again later.',
    });
    const put = await putFile(context.app, uploadURL, pngFile(), 'image/png');
    expect(put.statusCode).toBe(507);
    vi.restoreAllMocks();
    // The refused attempt left the address usable.
    expect((await putFile(context.app, uploadURL, pngFile(), 'image/png')).statusCode).toBe(200);
  });

  it('reads the real free space of the storage folder', async () => {
    expect(await context.app.storage.freeBytes()).toBeGreaterThan(0);
  });
});
