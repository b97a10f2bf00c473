import { describe, expect, it } from 'vitest';
import { createProjectWithFiles, isoDay } from '../test/create-project-helpers';
import { send } from '../test/test-app';
import { signUpCreator, useUploadTestApp } from '../test/upload-helpers';

const context = useUploadTestApp();

const forgedCursor = (cursor: object) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

describe('input that once answered 500', () => {
  it.each([
    '/api/projects?q=%00',
    '/api/projects?q=a%00b&sort=newest',
    '/api/projects?genre=%00',
    '/api/portfolio/history?range=%00',
    '/api/projects?q=x&q=%00',
  ])('refuses NUL in %s with 400', async (url) => {
    const response = await send(context.app, { method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not allowed/);
  });

  it.each(['2024-02-31T10:00:00.000000Z', '2024-01-01T25:00:00.000000Z', '0000-01-01T00:00:00.000000Z'])(
    'refuses an Explore cursor holding the impossible time %s with 400',
    async (createdAt) => {
      const cursor = forgedCursor({ sort: 'newest', createdAt, id: 1 });
      const response = await send(context.app, { method: 'GET', url: `/api/projects?sort=newest&cursor=${cursor}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/cursor is not valid/);
    },
  );

  it('refuses a project whose end date is before its start date with 400', async () => {
    const { cookie } = await signUpCreator(context.app);
    const { response } = await createProjectWithFiles(context.app, cookie, (payload) => ({
      ...payload,
      timeline: { ...payload.timeline, startDate: isoDay(30), endDate: isoDay(10) },
    }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'End date must be on or after the start date.' });
  });
});
