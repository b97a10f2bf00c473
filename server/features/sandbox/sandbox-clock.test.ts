import { afterEach, describe, expect, it } from 'vitest';
import { createProject, expectLedgerClean, findProjectRow } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

const TOKEN = 'sandbox-admin-token-for-tests';
const context = useTestApp({ SANDBOX_ADMIN_TOKEN: TOKEN });
const withoutToken = useTestApp();
afterEach(() => expectLedgerClean(context.database.db));

const DAY_MS = 86_400_000;
const advance = (body: unknown, authorization: string | null = `Bearer ${TOKEN}`) =>
  send(context.app, {
    method: 'POST',
    url: '/api/sandbox/clock',
    payload: body as object,
    headers: authorization ? { authorization } : {},
  });
const sandboxNow = async () => Date.parse((await send(context.app, { method: 'GET', url: '/api/sandbox' })).json().now);

describe('POST /api/sandbox/clock', () => {
  it('moves the sandbox clock forward and answers after the campaigns it made due have closed', async () => {
    const before = await sandboxNow();
    const project = await createProject(context.database.db, { endDate: new Date(before + 3 * DAY_MS).toISOString().slice(0, 10) });
    const response = await advance({ advanceDays: 10 });
    expect(response.statusCode).toBe(200);
    const now = Date.parse(response.json().now);
    expect(now - before).toBeGreaterThanOrEqual(10 * DAY_MS);
    expect(now - before).toBeLessThan(10 * DAY_MS + 60_000);
    expect(Math.abs((await sandboxNow()) - now)).toBeLessThan(60_000);
    expect((await findProjectRow(context.database.db, project.id)).status).toBe('failed');
  });

  it('answers every one of many moves at once with 200 or 409 (moved again meanwhile), never a 500, and moves the clock by all of them', async () => {
    const before = await sandboxNow();
    const answers = await Promise.all(Array.from({ length: 8 }, () => advance({ advanceDays: 1 })));
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().message).toMatch(/^The sandbox clock was moved again/);
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const moved = (await sandboxNow()) - before;
    expect(moved).toBeGreaterThanOrEqual(8 * DAY_MS);
    expect(moved).toBeLessThan(8 * DAY_MS + 60_000);
  });

  it.each([
    ['a missing token', null],
    ['a wrong token of the same length', `Bearer ${'x'.repeat(TOKEN.length)}`],
    ['a token of the wrong length', 'Bearer short'],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers 401 to %s and leaves the clock', async (_case, authorization) => {
    const before = await sandboxNow();
    const response = await advance({ advanceDays: 1 }, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'A valid sandbox admin token is needed to move the sandbox clock.' });
    expect((await sandboxNow()) - before).toBeLessThan(60_000);
  });

  it.each([
    [{ advanceDays: 0 }],
    [{ advanceDays: -1 }],
    [{ advanceDays: 3651 }],
    [{ advanceDays: 1.5 }],
    [{ advanceDays: '7' }],
    [{}],
    [{ advanceDays: 1, extra: true }],
  ])('answers 400 to %j and leaves the clock', async (body) => {
    const before = await sandboxNow();
    const response = await advance(body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect((await sandboxNow()) - before).toBeLessThan(60_000);
  });

  it('does not exist when no admin token is configured', async () => {
    const response = await send(withoutToken.app, {
      method: 'POST',
      url: '/api/sandbox/clock',
      payload: { advanceDays: 1 },
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
