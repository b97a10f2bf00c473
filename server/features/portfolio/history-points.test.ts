import { afterEach, describe, expect, it } from 'vitest';
import { cents, centsToDecimal } from '../../../common/money';
import { portfolioHistorySchema } from '../../../common/schemas/portfolio';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { closeCampaignNow } from '../campaigns';
import { send, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { investmentValueCents } from './returns-model';

/**
 * The dashboard chart point by point, on a clock that stands still: every point's date, the
 * amount invested at that moment and its value are worked out here from the returns model and
 * must match the server's to the cent.
 */
const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(() => expectLedgerClean(context.database.db));

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A moment a minute in the past, so accounts signed up now are younger than it. */
const startClock = () => clock.set(new Date(Date.now() - 60_000)).getTime();

async function history(cookie: string, range: string) {
  const response = await send(context.app, { method: 'GET', url: `/api/portfolio/history?range=${range}`, cookie });
  expect(response.statusCode).toBe(200);
  return portfolioHistorySchema.parse(response.json()).points;
}

async function investIn(cookie: string, projectId: number, amount: string, shares: number): Promise<number> {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode).toBe(201);
  // Funded at once (the goal is within every purchase), so the holding is active and follows its curve.
  expect(await closeCampaignNow(context.database.db, projectId, clock.now())).toBe('funded');
  return response.json().id as number;
}

interface Held {
  projectId: number;
  cents: number;
  boughtMs: number;
  soldMs?: number;
}

/** The chart as the investor should see it: point times `stepDays` apart ending at now. */
function expectedPoints(held: Held[], nowMs: number, count: number, stepDays: number) {
  return Array.from({ length: count }, (_, index) => {
    const atMs = nowMs - (count - 1 - index) * stepDays * DAY_MS;
    const open = held.filter((holding) => holding.boughtMs <= atMs && (holding.soldMs === undefined || atMs < holding.soldMs));
    const invested = open.reduce((sum, holding) => sum + holding.cents, 0);
    const value = open.reduce(
      (sum, holding) => sum + investmentValueCents(cents(holding.cents), holding.projectId, new Date(holding.boughtMs), new Date(atMs)),
      0,
    );
    return { date: isoDay(atMs), invested: centsToDecimal(cents(invested)), value: centsToDecimal(cents(value)) };
  });
}

describe('GET /api/portfolio/history, point by point', () => {
  it('counts a holding from the moment it is bought and stops at the moment it is sold', async () => {
    const t0 = startClock();
    const project = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await investIn(cookie, project.id, '100', 9);
    clock.set(new Date(t0 + 5 * DAY_MS));
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie })).statusCode).toBe(200);
    const now = clock.set(new Date(t0 + 10 * DAY_MS)).getTime();

    const points = await history(cookie, '1m');
    expect(points).toEqual(expectedPoints([{ projectId: project.id, cents: 100_00, boughtMs: t0, soldMs: t0 + 5 * DAY_MS }], now, 31, 1));
    // The points exactly at the purchase and at the sale: held at cost at the first, gone at the second.
    expect(points[20]).toEqual({ date: isoDay(t0), invested: '100.00', value: '100.00' });
    expect(points[25]).toEqual({ date: isoDay(t0 + 5 * DAY_MS), invested: '0.00', value: '0.00' });
    expect(points.filter((point) => point.invested === '100.00')).toHaveLength(5);
  });

  it('adds up holdings of several projects, each valued from its own purchase', async () => {
    const t0 = startClock();
    const first = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const second = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const third = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 2000);
    await investIn(cookie, first.id, '300', 28);
    const t1 = (await clock.advanceDays(3)).getTime();
    await investIn(cookie, third.id, '200', 19);
    await investIn(cookie, second.id, '500', 47);
    const now = (await clock.advanceDays(40)).getTime();

    const points = await history(cookie, '1m');
    expect(points).toEqual(
      expectedPoints(
        [
          { projectId: first.id, cents: 300_00, boughtMs: t0 },
          { projectId: third.id, cents: 200_00, boughtMs: t1 },
          { projectId: second.id, cents: 500_00, boughtMs: t1 },
        ],
        now,
        31,
        1,
      ),
    );
    // The last point is what the investments list shows now.
    const listed = (await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as Array<{ currentValue: string }>;
    const listedCents = listed.reduce((sum, row) => sum + Math.round(Number(row.currentValue) * 100), 0);
    expect(points.at(-1)?.value).toBe(centsToDecimal(cents(listedCents)));
  });

  it("spaces a year's points two days apart, ending today", async () => {
    const t0 = startClock();
    const project = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    await investIn(cookie, project.id, '100', 9);
    const now = (await clock.advanceDays(100)).getTime();
    const points = await history(cookie, '1y');
    expect(points).toEqual(expectedPoints([{ projectId: project.id, cents: 100_00, boughtMs: t0 }], now, 183, 2));
    expect(points[0]?.date).toBe(isoDay(now - 364 * DAY_MS));
    expect(points.at(-1)?.date).toBe(isoDay(now));
  });

  it("keeps 'all' to one point a day up to 200 points, then one every two days", async () => {
    const t0 = startClock();
    const project = await createProject(context.database.db, { fundingGoalCents: 100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    await investIn(cookie, project.id, '100', 9);
    const holding = [{ projectId: project.id, cents: 100_00, boughtMs: t0 }];

    // 199 days since the first investment: 200 daily points, the first at the purchase.
    let now = clock.set(new Date(t0 + 199 * DAY_MS)).getTime();
    let points = await history(cookie, 'all');
    expect(points).toEqual(expectedPoints(holding, now, 200, 1));
    expect(points[0]).toEqual({ date: isoDay(t0), invested: '100.00', value: '100.00' });

    // 200 days: 201 daily points would be too many, so 101 points two days apart.
    now = clock.set(new Date(t0 + 200 * DAY_MS)).getTime();
    points = await history(cookie, 'all');
    expect(points).toEqual(expectedPoints(holding, now, 101, 2));
    expect(points[0]?.date).toBe(isoDay(t0));
  });
});
