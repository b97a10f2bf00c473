import { afterEach, describe, expect, it } from 'vitest';
import { portfolioHistorySchema } from '../../../common/schemas/portfolio';
import { backdateInvestment, createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const history = (cookie: string, range?: string) =>
  send(context.app, { method: 'GET', url: `/api/portfolio/history${range === undefined ? '' : `?range=${range}`}`, cookie });

async function investIn(cookie: string, projectId: number, amount: string, shares: number): Promise<number> {
  const response = await send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(projectId, amount, shares) });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('GET /api/portfolio/history', () => {
  it('charts what was invested and its value, one point a day, ending now at the investments list', async () => {
    const funded = await createProject(context.database.db, { fundingGoalCents: 300_00 });
    const raising = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const old = await investIn(cookie, funded.id, '300', 28);
    expect(await closeCampaignNow(context.database.db, funded.id, new Date())).toBe('funded');
    await backdateInvestment(context.database.db, old, 20);
    await investIn(cookie, raising.id, '100', 9);

    const response = await history(cookie, '1m');
    expect(response.statusCode).toBe(200);
    const body = portfolioHistorySchema.parse(response.json());
    expect(body.range).toBe('1m');
    expect(body.points).toHaveLength(31);
    const dates = body.points.map((point) => point.date);
    expect(new Set(dates).size).toBe(31);
    expect(dates).toEqual([...dates].sort());
    expect(body.points[0]).toEqual({ date: dates[0], invested: '0.00', value: '0.00' });
    // Held for the last 20 days only.
    expect(body.points.filter((point) => point.invested === '300.00')).toHaveLength(20);
    const last = body.points.at(-1);
    expect(last?.invested).toBe('400.00');
    const listed = (await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as Array<{ currentValue: string }>;
    const listedValue = listed.reduce((sum, row) => sum + Number(row.currentValue), 0);
    expect(Math.abs(Number(last?.value) - listedValue)).toBeLessThanOrEqual(0.03);
    // The active holding's value moves; the pending one waits in escrow at its amount.
    expect(body.points.some((point) => point.invested === '300.00' && point.value !== '300.00')).toBe(true);
  });

  it('drops a sold investment from the points after its sale', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await investIn(cookie, project.id, '200', 19);
    await backdateInvestment(context.database.db, id, 10);
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie })).statusCode).toBe(200);
    const points = (await history(cookie, '1m')).json().points as Array<{ invested: string }>;
    expect(points.at(-1)?.invested).toBe('0.00');
    expect(points.filter((point) => point.invested === '200.00')).toHaveLength(10);
  });

  it.each([
    ['3m', 92],
    ['6m', 183],
    [undefined, 183],
    ['1y', 183],
  ])('keeps %s to at most 200 points (%i)', async (range, count) => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const body = (await history(cookie, range)).json();
    expect(body.range).toBe(range ?? '6m');
    expect(body.points).toHaveLength(count);
    expect(body.points.every((point: { invested: string }) => point.invested === '0.00')).toBe(true);
  });

  it("runs 'all' from the account's creation, or from an older first investment", async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    expect((await history(cookie, 'all')).json().points).toHaveLength(2);
    const id = await investIn(cookie, project.id, '100', 9);
    await backdateInvestment(context.database.db, id, 1000);
    const points = (await history(cookie, 'all')).json().points as Array<{ invested: string }>;
    expect(points.length).toBeLessThanOrEqual(200);
    expect(points.length).toBeGreaterThan(150);
    expect(points[0]?.invested).toBe('100.00');
  });

  it.each(['2y', '', 'ALL', '1m&range=3m'])('answers 400 for the range %j', async (range) => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const response = await history(cookie, range);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Choose a range of 1m, 3m, 6m, 1y or all.' });
  });

  it('answers 401 when signed out', async () => {
    expect((await history('', '1m')).statusCode).toBe(401);
  });
});
