import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectUpdateSchema, updateListSchema } from '@common/schemas/updates';
import { fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf } from '../../test/notification-fixtures';
import { TestClock } from '../../test/test-clock';
import { send, signUpUser, useTestApp } from '../../test/test-app';

const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });

const post = (projectId: number | string, cookie: string, payload: object) =>
  send(context.app, { method: 'POST', url: `/api/projects/${projectId}/updates`, cookie, payload });
const list = (projectId: number, cookie = '') => send(context.app, { method: 'GET', url: `/api/projects/${projectId}/updates`, cookie });
const good = { title: 'Studio week one', body: 'We tracked drums.\n\nMore soon: https://example.test/diary', visibility: 'public' };

async function updateCount(): Promise<number> {
  const result = await context.database.db.execute<{ count: number }>(sql`select count(*)::int as count from project_updates`);
  return Number(result.rows[0]?.count);
}

describe('project updates', () => {
  it('the creator posts (201) and everyone reads it back, newest first, markup kept as plain text', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db);
    const markup = { title: '<script>alert(1)</script>', body: '<img src=x onerror=alert(1)> & <b>bold</b>', visibility: 'public' };
    const first = await post(project.id, cookie, good);
    expect(first.statusCode).toBe(201);
    expect(projectUpdateSchema.parse(first.json())).toMatchObject({
      projectId: project.id,
      title: good.title,
      body: good.body,
      visibility: 'public',
    });
    const second = await post(project.id, cookie, markup);
    expect(second.statusCode).toBe(201);

    const read = await list(project.id);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    const page = updateListSchema.parse(read.json());
    expect(page.items.map((update) => update.title)).toEqual([markup.title, good.title]);
    expect(page.items[0]?.body).toBe(markup.body);
    expect(page.lastUpdateAt).toBe(page.items[0]?.createdAt);
    expect(page.daysSinceLastUpdate).toBe(0);
    expect(page.updateDue).toBe(false);
  });

  it('refuses bad input with 4xx { message } and writes nothing', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db);
    const before = await updateCount();
    const cases: Array<[object, RegExp]> = [
      [{ ...good, title: '' }, /title/i],
      [{ ...good, title: '   ' }, /title/i],
      [{ ...good, title: 'x'.repeat(121) }, /120/],
      [{ ...good, body: 'x'.repeat(5001) }, /5,000/],
      [{ ...good, body: '' }, /write the update/i],
      [{ ...good, visibility: 'friends' }, /public or investors/],
      [{ title: 'No visibility', body: 'x' }, /public or investors/],
      [{ ...good, extra: true }, /./],
      [['not', 'an', 'object'], /./],
    ];
    for (const [payload, message] of cases) {
      const response = await post(project.id, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await post(project.id, cookie, { ...good, title: 'x'.repeat(120), body: 'y'.repeat(5000) })).statusCode).toBe(201);
    expect(await updateCount()).toBe(before + 1);
  });

  it('only the creator posts: 401 signed out, 403 for another signed-in user or creator, 404 for a missing project', async () => {
    const { project } = await creatorWithProject(context.app, context.database.db);
    const before = await updateCount();
    expect((await post(project.id, '', good)).statusCode).toBe(401);
    const investor = await signUpUser(context.app);
    const forbidden = await post(project.id, investor.cookie, good);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("Only the project's creator can post updates.");
    const otherCreator = await creatorWithProject(context.app, context.database.db);
    expect((await post(project.id, otherCreator.cookie, good)).statusCode).toBe(403);
    expect((await post(999_999, otherCreator.cookie, good)).statusCode).toBe(404);
    expect((await post('abc', otherCreator.cookie, good)).statusCode).toBe(404);
    expect((await list(999_999)).statusCode).toBe(404);
    expect(await updateCount()).toBe(before);
  });

  it('investors-only updates reach holders of a pending or active investment, never someone who holds nothing', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db);
    const backer = await fundedInvestor(context.app, 500);
    expect(
      (
        await send(context.app, {
          method: 'POST',
          url: '/api/investments',
          cookie: backer.cookie,
          payload: investPayload(project.id, '100', 9),
        })
      ).statusCode,
    ).toBe(201);
    const follower = await signUpUser(context.app);
    expect(
      (await send(context.app, { method: 'PUT', url: `/api/follows/projects/${project.id}`, cookie: follower.cookie })).statusCode,
    ).toBe(204);
    const cancelled = await fundedInvestor(context.app, 500);
    const bought = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie: cancelled.cookie,
      payload: investPayload(project.id, '100', 9),
    });
    expect(
      (await send(context.app, { method: 'DELETE', url: `/api/investments/${bought.json().id}`, cookie: cancelled.cookie })).statusCode,
    ).toBe(200);
    const stranger = await signUpUser(context.app);

    const secret = await post(project.id, cookie, { title: 'For backers only', body: 'The secret set list.', visibility: 'investors' });
    expect(secret.statusCode).toBe(201);
    const open = await post(project.id, cookie, { title: 'For everyone', body: 'Tour dates soon.', visibility: 'public' });
    expect(open.statusCode).toBe(201);

    const titlesFor = async (who: string) =>
      updateListSchema.parse((await list(project.id, who)).json()).items.map((update) => update.title);
    expect(await titlesFor(backer.cookie)).toEqual(['For everyone', 'For backers only']);
    expect(await titlesFor(cookie)).toEqual(['For everyone', 'For backers only']);
    for (const who of [follower.cookie, cancelled.cookie, stranger.cookie, '']) expect(await titlesFor(who)).toEqual(['For everyone']);
    // Everyone sees that there was a recent update, never its text.
    expect(updateListSchema.parse((await list(project.id)).json()).lastUpdateAt).toBe(open.json().createdAt);

    const kindsAndTitles = async (who: string) =>
      (await notificationsOf(context.app, who)).items.filter((item) => item.kind === 'update_posted').map((item) => item.title);
    expect(await kindsAndTitles(backer.cookie)).toEqual(['Test Project: For everyone', 'Test Project: For backers only']);
    expect(await kindsAndTitles(follower.cookie)).toEqual(['Test Project: For everyone']);
    expect(await kindsAndTitles(cancelled.cookie)).toEqual([]);
    expect(await kindsAndTitles(stranger.cookie)).toEqual([]);
    // The author is not told of their own update.
    expect(await kindsAndTitles(cookie)).toEqual([]);
    const [latest] = (await notificationsOf(context.app, backer.cookie)).items;
    expect(latest).toMatchObject({ kind: 'update_posted', body: 'Tour dates soon.', link: `/tour/${project.id}#updates`, readAt: null });
  });

  it('takes at most UPDATES_PER_USER updates from one creator per window, then 429 and nothing written', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db);
    const { updatesPerUser } = context.config.rateLimits;
    for (let index = 1; index <= updatesPerUser; index += 1)
      expect((await post(project.id, cookie, { ...good, title: `Update ${index}` })).statusCode).toBe(201);
    const before = await updateCount();
    const refused = await post(project.id, cookie, good);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many updates. Please try again in 15 minutes.' });
    expect(await updateCount()).toBe(before);
  });

  it('pages newest first with a cursor', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db);
    for (let index = 1; index <= 5; index += 1)
      expect((await post(project.id, cookie, { ...good, title: `Update ${index}` })).statusCode).toBe(201);
    const first = updateListSchema.parse(
      (await send(context.app, { method: 'GET', url: `/api/projects/${project.id}/updates?limit=2` })).json(),
    );
    expect(first.items.map((update) => update.title)).toEqual(['Update 5', 'Update 4']);
    const second = updateListSchema.parse(
      (await send(context.app, { method: 'GET', url: `/api/projects/${project.id}/updates?limit=2&cursor=${first.nextCursor}` })).json(),
    );
    expect(second.items.map((update) => update.title)).toEqual(['Update 3', 'Update 2']);
    expect((await send(context.app, { method: 'GET', url: `/api/projects/${project.id}/updates?limit=0` })).statusCode).toBe(400);
    for (const cursor of ['abc', '2147483648', '9999999999']) {
      expect(
        (await send(context.app, { method: 'GET', url: `/api/projects/${project.id}/updates?cursor=${cursor}` })).statusCode,
        cursor,
      ).toBe(400);
    }
  });

  it('after 28 days without an update the creator is told it is due, and nudged once by the sandbox clock', async () => {
    const { cookie, project } = await creatorWithProject(context.app, context.database.db);
    expect((await post(project.id, cookie, good)).statusCode).toBe(201);
    await clock.advanceDays(29);
    const { settleDue } = await import('../../jobs/settle-due');
    await settleDue(context.database.db, clock.now());
    await settleDue(context.database.db, clock.now());
    const page = updateListSchema.parse((await list(project.id, cookie)).json());
    expect(page.daysSinceLastUpdate).toBe(29);
    expect(page.updateDue).toBe(true);
    expect(updateListSchema.parse((await list(project.id)).json()).updateDue).toBe(false);
    const nudges = (await notificationsOf(context.app, cookie)).items.filter(
      (item) => item.kind === 'update_due' && item.link === `/tour/${project.id}#updates`,
    );
    expect(nudges).toHaveLength(1);
    expect((await post(project.id, cookie, good)).statusCode).toBe(201);
    expect(updateListSchema.parse((await list(project.id, cookie)).json()).updateDue).toBe(false);
    clock.reset();
  });
});
