import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { send, signUpUser } from '../../test/test-app';
import { signUpCreator, useUploadTestApp } from '../../test/upload-helpers';

const context = useUploadTestApp();
const uploadAddress = /^\/api\/uploads\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/;

describe('POST /api/upload-url', () => {
  it.each(['music', 'image'] as const)('gives a creator a single-use %s address and stores only the secret’s hash', async (fileType) => {
    const { cookie } = await signUpCreator(context.app);
    const response = await send(context.app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType } });
    expect(response.statusCode).toBe(200);
    const { uploadURL } = response.json() as { uploadURL: string };
    expect(uploadURL).toMatch(uploadAddress);
    const [id, token] = uploadURL.replace('/api/uploads/', '').split('?token=') as [string, string];
    const [row] = await context.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ fileType, claimedAt: null, storedAt: null, usedByProjectId: null });
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.storageKey).not.toBe(id);
    const minutesLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15.1);
  });

  it('also serves accounts that are both creator and investor', async () => {
    const { cookie } = await signUpCreator(context.app, 'both');
    const response = await send(context.app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType: 'image' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 to investors, whatever the body', async () => {
    const signedOut = await send(context.app, { method: 'POST', url: '/api/upload-url', payload: { fileType: 'video' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Please sign in to continue.' });
    const { cookie } = await signUpUser(context.app, { accountType: 'investor' });
    const investor = await send(context.app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType: 'music' } });
    expect(investor.statusCode).toBe(403);
    expect(investor.json()).toEqual({ message: 'Only creator accounts can upload project files.' });
  });

  it.each([{ fileType: 'video' }, { fileType: '' }, {}, { fileType: ['music'] }, { fileType: 'music', fileName: '../../etc/passwd' }])(
    'answers 400 for %j and issues nothing',
    async (payload) => {
      const { cookie } = await signUpCreator(context.app);
      const before = await context.database.db.$count(uploads);
      const response = await send(context.app, { method: 'POST', url: '/api/upload-url', cookie, payload });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
      expect(await context.database.db.$count(uploads)).toBe(before);
    },
  );

  it("names the problem: fileType must be 'music' or 'image'", async () => {
    const { cookie } = await signUpCreator(context.app);
    const response = await send(context.app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType: 'video' } });
    expect(response.json()).toEqual({ message: "fileType must be 'music' or 'image'." });
  });
});

describe('upload address rate limit', () => {
  const limited = useUploadTestApp({ UPLOAD_URLS_PER_USER: '2' });

  it('answers 429 with Retry-After past the limit per user', async () => {
    const { cookie } = await signUpCreator(limited.app);
    for (let index = 0; index < 2; index += 1) {
      const ok = await send(limited.app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType: 'music' } });
      expect(ok.statusCode).toBe(200);
    }
    const third = await send(limited.app, { method: 'POST', url: '/api/upload-url', cookie, payload: { fileType: 'music' } });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().message).toMatch(/Too many uploads/);
  });
});
