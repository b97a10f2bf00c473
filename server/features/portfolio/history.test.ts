import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents, centsToDecimal, decimalToCents } from '@common/money';
import { portfolioHistorySchema } from '@common/schemas/portfolio';
import { investments, projectQuarters } from '../../db/schema';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { closeCampaignNow } from '../campaigns';
import { payDueQuarters } from '../payouts';
import { EVEN_POINTS } from './service';

/**
 * The dashboard chart on a clock that stands still until the test moves it: it starts at the
 * first investment, and its value moves only at events (a funding, a quarter's revaluation, a
 * sale), each worked out here from what the payouts stored.
 */
const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(() => expectLedgerClean(context.database.db));

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startClock = () => clock.set(new Date(Date.now() - 60_000)).getTime();

const history = (cookie: string, range?: string) =>
  send(context.app, { method: 'GET', url: `/api/portfolio/history${range === undefined ? '' : `?range=${range}`}`, cookie });

async function chart(cookie: string, range: string) {
  const response = await history(cookie, range);
  expect(response.statusCode).toBe(200);
  return portfolioHistorySchema.parse(response.json());
}

async function investIn(cookie: string, projectId: number, amount: string, shares: number): Promise<number> {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const projectOpenAt = (at: number, overrides: Parameters<typeof createProject>[1] = {}) =>
  createProject(context.database.db, { startDate: isoDay(at - 10 * DAY_MS), endDate: isoDay(at + 30 * DAY_MS), ...overrides });

describe('GET /api/portfolio/history', () => {
  it('starts at the first investment, steps only at events, marks the payouts and ends at the investments list', async () => {
    const t0 = startClock();
    const funded = await projectOpenAt(t0, { fundingGoalCents: 300_00, type: 'equipment' });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const holdingId = await investIn(cookie, funded.id, '300', 28);
    expect(await closeCampaignNow(context.database.db, funded.id, clock.now())).toBe('funded');
    const later = clock.set(new Date(t0 + 300 * DAY_MS)).getTime();
    expect(await payDueQuarters(context.database.db, clock.now())).toBeGreaterThanOrEqual(3);
    const raising = await projectOpenAt(later);
    await investIn(cookie, raising.id, '100', 9);

    const body = await chart(cookie, 'all');
    const dates = body.points.map((point) => point.date);
    expect(dates[0]).toBe(isoDay(t0));
    expect(dates.at(-1)).toBe(isoDay(later));
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([...dates].sort());
    // Funded on its first day: 28 shares at $10, the fee and the rest a cost from the issue on.
    expect(body.points[0]).toEqual({ date: isoDay(t0), invested: '300.00', value: '280.00' });

    // The value at each point: 28 shares at the latest revaluation by then, plus the pending $100 on its day.
    const quarters = await context.database.db
      .select()
      .from(projectQuarters)
      .where(eq(projectQuarters.projectId, funded.id))
      .orderBy(projectQuarters.quarterEnd);
    for (const point of body.points) {
      const endOfDay = Date.parse(`${point.date}T23:59:59.999Z`);
      const latest = quarters.filter((quarter) => quarter.quarterEnd.getTime() <= endOfDay).at(-1);
      const funds = 28 * Math.round((10_00 * (latest?.valueBp ?? 10_000)) / 10_000);
      const pending = point.date === isoDay(later) ? 100_00 : 0;
      expect(point, point.date).toEqual({
        date: point.date,
        invested: centsToDecimal(cents(300_00 + pending)),
        value: centsToDecimal(cents(funds + pending)),
      });
    }
    // Every revaluation day is a point, so the steps land on their days.
    for (const quarter of quarters) expect(dates).toContain(isoDay(quarter.quarterEnd.getTime()));

    const [holding] = await context.database.db.select().from(investments).where(eq(investments.id, holdingId));
    expect(body.payouts.map((payout) => payout.date)).toEqual(quarters.map((quarter) => isoDay(quarter.quarterEnd.getTime())));
    expect(body.payouts.reduce((total, payout) => total + decimalToCents(payout.amount), 0)).toBe(holding?.payoutsCents);
    const listed = (await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as Array<{ currentValue: string }>;
    expect(decimalToCents(body.points.at(-1)?.value ?? '')).toBe(
      listed.reduce((total, row) => total + decimalToCents(row.currentValue), 0),
    );
  });

  it('drops a sold investment from the points after the day of its sale', async () => {
    const t0 = startClock();
    const project = await projectOpenAt(t0);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const id = await investIn(cookie, project.id, '200', 19);
    clock.set(new Date(t0 + 10 * DAY_MS));
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie })).statusCode).toBe(200);
    clock.set(new Date(t0 + 20 * DAY_MS));
    const { points } = await chart(cookie, '1m');
    expect(points[0]).toEqual({ date: isoDay(t0), invested: '200.00', value: '200.00' });
    expect(points.find((point) => point.date === isoDay(t0 + 10 * DAY_MS))?.invested).toBe('0.00');
    expect(points.at(-1)).toEqual({ date: isoDay(t0 + 20 * DAY_MS), invested: '0.00', value: '0.00' });
    expect(points.filter((point) => point.invested === '200.00').every((point) => point.date < isoDay(t0 + 10 * DAY_MS))).toBe(true);
  });

  it('starts a range at its own start when the first investment is older, and keeps the points few', async () => {
    const t0 = startClock();
    const project = await projectOpenAt(t0);
    const { cookie } = await fundedInvestor(context.app, 1000);
    await investIn(cookie, project.id, '100', 9);
    const now = clock.set(new Date(t0 + 1000 * DAY_MS)).getTime();
    for (const [range, days] of [
      ['1m', 30],
      ['3m', 91],
      ['6m', 182],
      ['1y', 365],
    ] as const) {
      const { points } = await chart(cookie, range);
      expect(points[0]?.date, range).toBe(isoDay(now - days * DAY_MS));
      expect(points.at(-1)?.date).toBe(isoDay(now));
      expect(points.length).toBeLessThanOrEqual(EVEN_POINTS + 2);
    }
    const all = await chart(cookie, 'all');
    expect(all.points[0]?.date).toBe(isoDay(t0));
    expect(all.points.length).toBeLessThanOrEqual(EVEN_POINTS + 4);
  });

  it('has no points before the first investment', async () => {
    startClock();
    const { cookie } = await fundedInvestor(context.app, 0);
    const response = await history(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ range: '6m', points: [], payouts: [] });
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
