import { describe, expect, it } from 'vitest';
import { followListSchema } from '@common/schemas/follows';
import { createProject } from '../../test/money-fixtures';
import { creatorWithProject } from '../../test/notification-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });

const follow = (method: 'PUT' | 'DELETE', projectId: number | string, cookie: string) =>
  send(context.app, { method, url: `/api/follows/projects/${projectId}`, cookie });
const watchlist = async (cookie: string) => {
  const response = await send(context.app, { method: 'GET', url: '/api/follows', cookie });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return followListSchema.parse(response.json());
};

describe('follows', () => {
  it('follows and unfollows idempotently (204), latest first, with what a watchlist shows', async () => {
    const { cookie } = await signUpUser(context.app);
    const older = await createProject(context.database.db, { fundingGoalCents: 2_000_00, availableShares: 900 });
    const newer = await createProject(context.database.db, { title: '<b>Loud</b> & Proud', projectImageUrl: '/demo/a.jpg' });
    for (const projectId of [older.id, older.id, newer.id, newer.id]) {
      const response = await follow('PUT', projectId, cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const listed = await watchlist(cookie);
    expect(listed.map((project) => project.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toMatchObject({
      title: '<b>Loud</b> & Proud',
      projectImageUrl: '/demo/a.jpg',
      status: 'active',
      fundingGoal: '10000.00',
      raisedAmount: '0.00',
      progress: 0,
      endDate: newer.endDate,
    });
    expect(listed[0]?.daysLeft).toBeGreaterThanOrEqual(30);
    expect(listed[1]).toMatchObject({ fundingGoal: '2000.00', raisedAmount: '1000.00', progress: 50 });

    for (let twice = 0; twice < 2; twice += 1) expect((await follow('DELETE', older.id, cookie)).statusCode).toBe(204);
    expect((await watchlist(cookie)).map((project) => project.id)).toEqual([newer.id]);
    // Another user's watchlist is their own.
    expect(await watchlist((await signUpUser(context.app)).cookie)).toEqual([]);
  });

  it("403 for the project's own creator, and nothing written; anyone else may follow it", async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db);
    const refused = await follow('PUT', project.id, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Creators can't follow their own projects." });
    expect(await watchlist(cookie)).toEqual([]);
    const other = await signUpUser(context.app);
    expect((await follow('PUT', project.id, other.cookie)).statusCode).toBe(204);
    expect((await watchlist(other.cookie)).map((followed) => followed.id)).toEqual([project.id]);
  });

  it('404 for a missing project, 401 signed out, and nothing written', async () => {
    const { cookie } = await signUpUser(context.app);
    for (const id of [999_999, 'abc', '0', '1e9']) {
      const response = await follow('PUT', id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/doesn't exist/);
      expect((await follow('DELETE', id, cookie)).statusCode).toBe(404);
    }
    expect(await watchlist(cookie)).toEqual([]);
    const project = await createProject(context.database.db);
    expect((await follow('PUT', project.id, '')).statusCode).toBe(401);
    expect((await send(context.app, { method: 'GET', url: '/api/follows' })).statusCode).toBe(401);
  });
});
