import { afterEach, describe, expect, it } from 'vitest';
import { decimalToCents } from '@common/money';
import { portfolioSummarySchema, type PortfolioSummary } from '@common/schemas/portfolio';
import { createProject, expectLedgerClean, findProjectRow, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { closeCampaignNow, isoDay } from '../campaigns';
import { holdingValueCents, payDueQuarters } from '../payouts';

const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  clock.reset();
  await expectLedgerClean(context.database.db);
});

async function summaryOf(cookie: string): Promise<PortfolioSummary> {
  const response = await send(context.app, { method: 'GET', url: '/api/portfolio/summary', cookie });
  expect(response.statusCode).toBe(200);
  const summary = portfolioSummarySchema.parse(response.json());
  const [cash, inEscrow, holdings, reserved, netWorth] = [
    summary.cash,
    summary.inEscrow,
    summary.holdingsValue,
    summary.reservedForOrders,
    summary.netWorth,
  ].map(decimalToCents);
  // The identity the contract names, at every step.
  expect(netWorth).toBe((cash ?? 0) + (inEscrow ?? 0) + (holdings ?? 0) + (reserved ?? 0));
  return summary;
}

async function invest(cookie: string, projectId: number, amount: string, shares: number): Promise<number> {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('GET /api/portfolio/summary', () => {
  it('answers 401 signed out', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/portfolio/summary' });
    expect(response.statusCode).toBe(401);
  });

  it('keeps net worth = cash + escrow + holdings + orders through deposits, invests, a cancel, payouts and a sale', async () => {
    const { cookie } = await fundedInvestor(context.app, 1000);
    expect(await summaryOf(cookie)).toEqual({
      cash: '1000.00',
      inEscrow: '0.00',
      holdingsValue: '0.00',
      reservedForOrders: '0.00',
      netWorth: '1000.00',
      payoutsReceived: '0.00',
      realizedReturns: '0.00',
      feesPaid: '0.00',
    });

    // Still raising after the 400 days below, whenever the settle job runs meanwhile.
    const open = await createProject(context.database.db, { endDate: isoDay(new Date(Date.now() + 1000 * 86_400_000)) });
    const cancelled = await createProject(context.database.db, { title: 'Cancelled Project' });
    const funded = await createProject(context.database.db, { title: 'Funded Project', fundingGoalCents: 100_00 });
    await invest(cookie, open.id, '100', 9);
    const toCancel = await invest(cookie, cancelled.id, '200', 19);
    const held = await invest(cookie, funded.id, '500', 47);
    expect(await summaryOf(cookie)).toMatchObject({ cash: '200.00', inEscrow: '800.00', holdingsValue: '0.00', netWorth: '1000.00' });

    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${toCancel}`, cookie })).statusCode).toBe(200);
    expect(await summaryOf(cookie)).toMatchObject({ cash: '400.00', inEscrow: '600.00', netWorth: '1000.00', feesPaid: '0.00' });

    expect(await closeCampaignNow(context.database.db, funded.id, clock.now())).toBe('funded');
    const atFunding = await summaryOf(cookie);
    // 47 shares at $10: the 5% fee is a cost from the issue on, not part of the value.
    expect(atFunding).toMatchObject({ cash: '400.00', inEscrow: '100.00', holdingsValue: '470.00', feesPaid: '25.00' });

    // A year on: the quarters pay out into cash and revalue the holding.
    const later = await clock.advanceDays(400);
    expect(await payDueQuarters(context.database.db, later)).toBeGreaterThan(0);
    const paid = await summaryOf(cookie);
    const { valueBp, sharePriceCents } = await findProjectRow(context.database.db, funded.id);
    expect(paid.holdingsValue).toBe((holdingValueCents(47, sharePriceCents, valueBp) / 100).toFixed(2));
    const payouts = decimalToCents(paid.payoutsReceived);
    expect(payouts).toBeGreaterThan(0);
    expect(paid.cash).toBe(((400_00 + payouts) / 100).toFixed(2));

    const sale = await send(context.app, { method: 'DELETE', url: `/api/investments/${held}`, cookie });
    expect(sale.statusCode).toBe(200);
    const sold = await summaryOf(cookie);
    const proceeds = decimalToCents(paid.holdingsValue);
    expect(sold).toMatchObject({
      cash: ((400_00 + payouts + proceeds) / 100).toFixed(2),
      inEscrow: '100.00',
      holdingsValue: '0.00',
      netWorth: paid.netWorth,
      payoutsReceived: paid.payoutsReceived,
      realizedReturns: ((proceeds + payouts - 500_00) / 100).toFixed(2),
      feesPaid: '25.00',
    });
  });
});
