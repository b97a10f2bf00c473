import { describe, expect, it } from 'vitest';
import { decimalToCents, quoteInvestment, cents } from '@common/money';
import { campaignClosesAt } from '@common/rules/campaigns';
import { HOLDING_OUTLOOK_PATHS } from '@common/rules/holding-outlook';
import { simulateOutlook } from '@common/rules/outlook';
import { defaultOutlookSeed, outlookInputsFromWire } from '@common/rules/outlook-inputs';
import { holdingOutlookSchema } from '@common/schemas/holding-outlook';
import type { Investment } from '@common/schemas/investments';
import { projectOutlookSchema } from '@common/schemas/outlook';
import { payoutListSchema } from '@common/schemas/payouts';
import { limitOrder, placeOrder, tradableProject } from '../../test/market-fixtures';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { TestClock } from '../../test/test-clock';
import { advanceSandboxClock, send, signUpUser, useTestApp } from '../../test/test-app';
import { INVESTMENT_NOT_FOUND } from '../investments';
import { HOLDING_PAYS_NOTHING } from './holding-outlook';

const TOKEN = 'holding-outlook-test-admin-token';
const clock = new TestClock();
const context = useTestApp({ SANDBOX_ADMIN_TOKEN: TOKEN, SIGNUPS_PER_CLIENT: '1000' }, { clock });

const get = (url: string, cookie?: string) => send(context.app, { method: 'GET', url, ...(cookie ? { cookie } : {}) });
const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const advanceDays = (days: number) => advanceSandboxClock(context.app, TOKEN, days);

/** An open campaign ($500 goal, 1,000 $10 shares, closing in 20 days) and an investor's $500 in it, with the project's outlook for that amount on that day. */
async function campaignHolding(type = 'album') {
  const project = await createProject(context.database.db, {
    type,
    fundingGoalCents: 500_00,
    startDate: day(-5),
    endDate: day(20),
  });
  const investor = await fundedInvestor(context.app, 1000);
  const { shares } = quoteInvestment(cents(500_00), cents(10_00));
  // What the project page forecast for the amount just before it was invested.
  const thatDay = await get(`/api/projects/${project.id}/outlook?amount=500&paths=${HOLDING_OUTLOOK_PATHS}`);
  expect(thatDay.statusCode).toBe(200);
  const invested = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie: investor.cookie,
    payload: investPayload(project.id, '500', shares),
  });
  expect(invested.statusCode).toBe(201);
  return { project, investor, shares, investmentId: invested.json().id as number, thatDay: projectOutlookSchema.parse(thatDay.json()) };
}

describe('GET /api/investments/{id}/outlook', () => {
  // First, while the sandbox clock is still today's: the market fixture's campaign ends in real days.
  it('draws a market purchase over the forecast of the day of the trade: its price, no fee, its quarters from the purchase', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 20 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    expect((await placeOrder(context.app, seller, limitOrder(project.id, 'sell', 10, '12'))).statusCode).toBe(201);
    const buyer = await fundedInvestor(context.app, 500);
    expect((await placeOrder(context.app, buyer, limitOrder(project.id, 'buy', 10, '12'))).statusCode).toBe(201);
    const thatDay = projectOutlookSchema.parse(
      (await get(`/api/projects/${project.id}/outlook?amount=120&price=12&paths=${HOLDING_OUTLOOK_PATHS}`)).json(),
    );
    expect(thatDay.inputs).toMatchObject({ onMarket: true, price: '12.00', amount: '120.00' });

    const [bought] = ((await get('/api/investments', buyer.cookie)).json() as Investment[]).filter((one) => one.projectId === project.id);
    expect(bought).toMatchObject({ origin: 'market', amount: '120.00', shares: 10 });
    const outlook = holdingOutlookSchema.parse((await get(`/api/investments/${bought?.id}/outlook`, buyer.cookie)).json());
    expect(outlook.inputs).toMatchObject({ amount: '120.00', price: '12.00', onMarket: true, seed: defaultOutlookSeed(project.id) });
    expect(outlook.inputs.startsAt).toBe(bought?.investmentDate);
    expect(outlook.quarters.map(({ paid: _paid, ...band }) => band)).toEqual(thatDay.quarters);
    expect(outlook.quarters.every((quarter) => quarter.paid === null)).toBe(true);

    // The seller's campaign holding keeps the forecast of the 20 shares it bought, with 10 of them sold since.
    const [sold] = ((await get('/api/investments', seller.cookie)).json() as Investment[]).filter((one) => one.projectId === project.id);
    const sellerOutlook = holdingOutlookSchema.parse((await get(`/api/investments/${sold?.id}/outlook`, seller.cookie)).json());
    expect(sellerOutlook.inputs).toMatchObject({ onMarket: false, price: '10.00', startsAt: null });
    await expectLedgerClean(context.database.db);
  });

  it("draws a campaign holding's payouts over the band forecast the day it was bought, both to the cent", async () => {
    const { project, investor, investmentId, thatDay } = await campaignHolding();
    // Before its campaign closes, the holding's band is the project page's forecast of that day.
    const pending = holdingOutlookSchema.parse((await get(`/api/investments/${investmentId}/outlook`, investor.cookie)).json());
    expect(pending.quarters.map(({ paid: _paid, ...band }) => band)).toEqual(thatDay.quarters);
    expect(pending.quarters.every((quarter) => quarter.paid === null)).toBe(true);

    await advanceDays(400);
    const response = await get(`/api/investments/${investmentId}/outlook`, investor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const outlook = holdingOutlookSchema.parse(response.json());
    expect(outlook).toMatchObject({ investmentId, projectId: project.id });
    expect(outlook.inputs).toEqual({
      ...thatDay.inputs,
      // The campaign closed when it was expected to, so the quarters start where they did that day; once funded,
      // the pool is split among the 47 shares it issued, no longer the 50 that would have reached its goal.
      project: {
        ...thatDay.inputs.project,
        fundedAt: campaignClosesAt(project.endDate).toISOString(),
        sharesIssued: 47,
        sharesToReachGoal: null,
      },
      paths: HOLDING_OUTLOOK_PATHS,
      seed: defaultOutlookSeed(project.id),
    });
    expect(thatDay.inputs.project).toMatchObject({ sharesIssued: 0, sharesToReachGoal: 50 });
    expect(outlook.inputs).toMatchObject({ amount: '500.00', price: '10.00', onMarket: false, startsAt: null });
    // The band is exactly the simulator's for those inputs.
    const { project: simulated, request } = outlookInputsFromWire(outlook.inputs);
    expect(outlook.quarters.map(({ paid: _paid, ...band }) => band)).toEqual(simulateOutlook(simulated, request).quarters);

    // Each quarter paid is the holding's payout line of that quarter to the cent; the quarters still to come are null.
    const lines = payoutListSchema
      .parse((await get('/api/payouts', investor.cookie)).json())
      .filter((line) => line.investmentId === investmentId);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const paid = outlook.quarters.filter((quarter) => quarter.paid !== null);
    expect(Object.fromEntries(paid.map((quarter) => [quarter.quarter, quarter.paid]))).toEqual(
      Object.fromEntries(lines.map((line) => [line.quarter, line.amount])),
    );
    expect(outlook.quarters.slice(0, paid.length)).toEqual(paid);
    expect(outlook.quarters.slice(paid.length).every((quarter) => quarter.paid === null)).toBe(true);
    const total = paid.reduce((sum, quarter) => sum + decimalToCents(quarter.paid ?? '0'), 0);
    expect(total).toBe(lines.reduce((sum, line) => sum + decimalToCents(line.amount), 0));
    await expectLedgerClean(context.database.db);
  });

  it("is the owner's alone: someone else's holding is not found, and signed out is 401", async () => {
    const { investmentId } = await campaignHolding('tour');
    const other = await signUpUser(context.app);
    for (const cookie of [other.cookie]) {
      const response = await get(`/api/investments/${investmentId}/outlook`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: INVESTMENT_NOT_FOUND });
    }
    expect((await get(`/api/investments/${investmentId}/outlook`)).statusCode).toBe(401);
    for (const id of ['abc', '0', '999999', '1e3']) {
      const response = await get(`/api/investments/${id}/outlook`, other.cookie);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: INVESTMENT_NOT_FOUND });
    }
  });

  it('refuses a refunded investment, which holds no shares, with a clear message', async () => {
    const project = await createProject(context.database.db, { fundingGoalCents: 100_000_00, startDate: day(-5), endDate: day(10) });
    const investor = await fundedInvestor(context.app, 500);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie: investor.cookie,
      payload: investPayload(project.id, '200', quoteInvestment(cents(200_00), cents(10_00)).shares),
    });
    expect(invested.statusCode).toBe(201);
    await advanceDays(15);
    const response = await get(`/api/investments/${invested.json().id as number}/outlook`, investor.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: HOLDING_PAYS_NOTHING });
  });
});
