import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { decimalToCents } from '@common/money';
import { ledgerPageSchema, type LedgerEntry } from '@common/schemas/ledger';
import { portfolioPerformanceSchema, portfolioSummarySchema, type PortfolioPerformance } from '@common/schemas/portfolio';
import { projectQuarters } from '../../db/schema';
import { limitOrder, marketOf, placeOrder, tradableProject, type Trader } from '../../test/market-fixtures';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { closeCampaignNow } from '../campaigns';
import { payDueQuarters } from '../payouts';

const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  clock.reset();
  await expectLedgerClean(context.database.db);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const endOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS - 1;
const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

async function performanceOf(trader: Trader, range: string): Promise<PortfolioPerformance> {
  const response = await send(context.app, { method: 'GET', url: `/api/portfolio/performance?range=${range}`, cookie: trader.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return portfolioPerformanceSchema.parse(response.json());
}

/** Every cash line of the user, oldest first, through the ledger's pages. */
async function ledgerOf(trader: Trader): Promise<LedgerEntry[]> {
  const lines: LedgerEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await send(context.app, {
      method: 'GET',
      url: `/api/ledger?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      cookie: trader.cookie,
    });
    const page = ledgerPageSchema.parse(response.json());
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return lines.reverse();
}

/** The annual rate that zeroes the flows' value at day 0, Actual/365, by plain bisection: the test's own solver. */
function xirrPercent(flows: Array<{ day: number; amount: number }>): number {
  const npv = (rate: number) => flows.reduce((sum, flow) => sum + flow.amount * Math.pow(1 + rate, -flow.day / 365), 0);
  let low = -0.9999;
  let high = 100;
  expect(Math.sign(npv(low))).not.toBe(Math.sign(npv(high)));
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (Math.sign(npv(middle)) === Math.sign(npv(low))) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
}

/** What the test knows of a holding: its amount, when it was funded, its shares over time, its project's revaluations. */
interface Known {
  amountCents: number;
  fundedMs: number;
  boughtMs: number;
  /** [from this moment on, shares held]; 0 shares once gone. */
  shares: Array<[number, number]>;
  revaluations: Array<{ atMs: number; valueBp: number }>;
}

function knownValue(known: Known, atMs: number): number {
  if (atMs < known.boughtMs) return 0;
  if (atMs < known.fundedMs) return known.amountCents;
  const shares = known.shares.filter(([since]) => since <= atMs).at(-1)?.[1] ?? 0;
  const valueBp = known.revaluations.filter((revaluation) => revaluation.atMs <= atMs).at(-1)?.valueBp ?? 10_000;
  return shares * Math.round((1000 * valueBp) / 10_000);
}

/**
 * Both rates of some holdings from their ledger lines (deposits aside) and the test's own
 * valuation: the value at `from` paid in, the lines, the value at `to` received; time-weighted
 * over the days on which something happened, each (end value + money out) / (start value + money in).
 */
function expectedRates(lines: LedgerEntry[], holdings: Known[], fromMs: number, toMs: number) {
  const flows = lines
    .filter((line) => line.code !== 'deposit' && Date.parse(line.at) > fromMs && Date.parse(line.at) <= toMs)
    .map((line) => ({ atMs: Date.parse(line.at), amount: decimalToCents(line.amount) }));
  const value = (atMs: number) => holdings.reduce((sum, holding) => sum + knownValue(holding, atMs), 0);
  const fromDay = dayNumber(fromMs);
  const spanDays = dayNumber(toMs) - fromDay;
  const moneyWeighted = xirrPercent([
    { day: 0, amount: -value(fromMs) },
    ...flows.map((flow) => ({ day: dayNumber(flow.atMs) - fromDay, amount: flow.amount })),
    { day: spanDays, amount: value(toMs) },
  ]);
  const events = new Set(flows.map((flow) => endOfDay(flow.atMs)));
  for (const holding of holdings)
    for (const atMs of [
      holding.fundedMs,
      ...holding.shares.map(([since]) => since),
      ...holding.revaluations.map((revaluation) => revaluation.atMs),
    ])
      if (atMs > fromMs && atMs <= toMs) events.add(endOfDay(atMs));
  let growth = 1;
  let previous = value(fromMs);
  for (const dayEnd of [...events].sort((a, b) => a - b)) {
    const ofDay = flows.filter((flow) => endOfDay(flow.atMs) === dayEnd);
    const moneyIn = ofDay.reduce((sum, flow) => sum + Math.max(0, -flow.amount), 0);
    const moneyOut = ofDay.reduce((sum, flow) => sum + Math.max(0, flow.amount), 0);
    const end = value(Math.min(dayEnd, toMs));
    if (previous + moneyIn > 0) growth *= (end + moneyOut) / (previous + moneyIn);
    previous = end;
  }
  const annual = spanDays >= 365;
  const timeWeighted = (annual ? Math.pow(growth, 365 / spanDays) - 1 : growth - 1) * 100;
  // Below a year the money-weighted rate is the period's: the annual rate over the span.
  return { moneyWeighted: annual ? moneyWeighted : (Math.pow(1 + moneyWeighted / 100, spanDays / 365) - 1) * 100, timeWeighted, annual };
}

function expectClose(actual: string | null, expected: number): void {
  expect(actual).not.toBeNull();
  expect(Math.abs(Number(actual) - expected)).toBeLessThanOrEqual(0.005 + 1e-9);
}

async function invest(trader: Trader, projectId: number, amount: string, shares: number): Promise<number> {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie: trader.cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('GET /api/portfolio/performance', () => {
  it('answers 401 signed out and 400 for a range it does not know', async () => {
    expect((await send(context.app, { method: 'GET', url: '/api/portfolio/performance' })).statusCode).toBe(401);
    const investor = await fundedInvestor(context.app, 0);
    for (const range of ['2y', '', 'ALL']) {
      const response = await send(context.app, {
        method: 'GET',
        url: `/api/portfolio/performance?range=${range}`,
        cookie: investor.cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Choose a range of 1m, 3m, 6m, 1y or all.' });
    }
  });

  it('has no rate and no flows before the first investment', async () => {
    const investor = await fundedInvestor(context.app, 100);
    expect(await performanceOf(investor, 'all')).toMatchObject({
      range: 'all',
      moneyWeighted: null,
      timeWeighted: null,
      annualised: false,
      breakdown: { payouts: '0.00', valueChange: '0.00', realized: '0.00', fees: '0.00' },
      flows: [],
      holdings: [],
    });
  });

  it('gives the rates the ledger gives, after investing, funding, a year of payouts, a sale and a trade', async () => {
    const investor = await fundedInvestor(context.app, 2000);
    const buyer = await fundedInvestor(context.app, 1000);
    const kept = await createProject(context.database.db, { title: 'Kept Album', fundingGoalCents: 100_00 });
    const sold = await createProject(context.database.db, { title: 'Sold Tour', fundingGoalCents: 100_00 });
    const boughtMs = clock.now().getTime();
    const keptId = await invest(investor, kept.id, '1000', 95);
    const soldId = await invest(investor, sold.id, '500', 47);

    await clock.advanceDays(5);
    const fundedMs = clock.now().getTime();
    expect(await closeCampaignNow(context.database.db, kept.id, clock.now())).toBe('funded');
    expect(await closeCampaignNow(context.database.db, sold.id, clock.now())).toBe('funded');
    // A quarter at a time, so each payout is posted in its own step.
    for (let quarter = 0; quarter < 4; quarter += 1) {
      await clock.advanceDays(92);
      await payDueQuarters(context.database.db, clock.now());
    }
    const saleMs = clock.now().getTime();
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${soldId}`, cookie: investor.cookie })).statusCode).toBe(
      200,
    );
    await clock.advanceDays(3);
    const tradeMs = clock.now().getTime();
    // 20 shares at the indicative price: its 2% fee, rounded half up, is the seller's.
    const price = ((await marketOf(context.app, kept.id)) as { indicativePrice: string }).indicativePrice;
    const tradeFeeCents = Math.round((20 * decimalToCents(price) * 2) / 100);
    const bid = await placeOrder(context.app, buyer, { projectId: kept.id, side: 'buy', shares: 20, limitPrice: price });
    expect(bid.statusCode, bid.body).toBe(201);
    const sell = await placeOrder(context.app, investor, { projectId: kept.id, side: 'sell', shares: 20, limitPrice: price });
    expect(sell.json().order.status).toBe('filled');
    await clock.advanceDays(10);
    const nowMs = clock.now().getTime();

    const quarters = await context.database.db
      .select()
      .from(projectQuarters)
      .where(inArray(projectQuarters.projectId, [kept.id, sold.id]));
    expect(quarters.filter((row) => row.projectId === kept.id)).toHaveLength(4);
    const revaluationsOf = (projectId: number) =>
      quarters
        .filter((row) => row.projectId === projectId)
        .map((row) => ({ atMs: row.quarterEnd.getTime(), valueBp: row.valueBp }))
        .sort((a, b) => a.atMs - b.atMs);
    const keptKnown: Known = {
      amountCents: 1000_00,
      boughtMs,
      fundedMs,
      shares: [
        [fundedMs, 95],
        [tradeMs, 75],
      ],
      revaluations: revaluationsOf(kept.id),
    };
    const soldKnown: Known = {
      amountCents: 500_00,
      boughtMs,
      fundedMs,
      shares: [
        [fundedMs, 47],
        [saleMs, 0],
      ],
      revaluations: revaluationsOf(sold.id),
    };

    const lines = await ledgerOf(investor);
    const codes = new Set(lines.map((line) => line.code));
    expect(codes).toEqual(new Set(['deposit', 'investment_hold', 'payout', 'sale', 'trade']));

    const all = await performanceOf(investor, 'all');
    expect(all).toMatchObject({ range: 'all', from: dayOf(boughtMs), to: dayOf(nowMs), annualised: true });
    const portfolio = expectedRates(lines, [keptKnown, soldKnown], boughtMs - 1, nowMs);
    expectClose(all.moneyWeighted, portfolio.moneyWeighted);
    expectClose(all.timeWeighted, portfolio.timeWeighted);
    // The two rates differ: payouts and the sale took money out while the value moved.
    expect(all.moneyWeighted).not.toBe(all.timeWeighted);

    const soldLines = lines.filter((line) => line.projectId === sold.id);
    // A holding's rates run over the time it was held: the sold one's end at its sale.
    const soldAtMs = Date.parse(soldLines.find((line) => line.code === 'sale')?.at ?? '');
    const soldRates = expectedRates(soldLines, [soldKnown], boughtMs - 1, soldAtMs);
    const soldHolding = all.holdings.find((holding) => holding.investmentId === soldId);
    expectClose(soldHolding?.moneyWeighted ?? null, soldRates.moneyWeighted);
    expectClose(soldHolding?.timeWeighted ?? null, soldRates.timeWeighted);
    const keptHolding = all.holdings.find((holding) => holding.investmentId === keptId);
    const keptRates = expectedRates(
      lines.filter((line) => line.projectId === kept.id),
      [keptKnown],
      boughtMs - 1,
      nowMs,
    );
    expectClose(keptHolding?.moneyWeighted ?? null, keptRates.moneyWeighted);
    expectClose(keptHolding?.timeWeighted ?? null, keptRates.timeWeighted);
    // The buyer's new holding is theirs, not the investor's.
    expect(all.holdings.map((holding) => holding.investmentId)).toEqual([keptId, soldId]);

    // The flows behind the rates are the ledger's lines, with the value still held at the end.
    const summaryResponse = await send(context.app, { method: 'GET', url: '/api/portfolio/summary', cookie: investor.cookie });
    const summary = portfolioSummarySchema.parse(summaryResponse.json());
    const ledgerFlows = lines.filter((line) => line.code !== 'deposit').map((line) => [line.at.slice(0, 10), line.amount]);
    expect(all.flows.filter((flow) => flow.kind !== 'endValue').map((flow) => [flow.date, flow.amount])).toEqual(ledgerFlows);
    expect(all.flows.at(-1)).toEqual({ date: dayOf(nowMs), kind: 'endValue', amount: summary.holdingsValue, projectTitle: null });
    expect(soldHolding?.flows.map((flow) => flow.kind)).toEqual(['invested', 'payout', 'payout', 'payout', 'payout', 'sale']);

    // The breakdown adds up to the gain; fees are the two 5% fees and the 2% on the trade.
    const payouts = lines.filter((line) => line.code === 'payout').reduce((sum, line) => sum + decimalToCents(line.amount), 0);
    const soldPayouts = soldLines.filter((line) => line.code === 'payout').reduce((sum, line) => sum + decimalToCents(line.amount), 0);
    const gain =
      lines.filter((line) => line.code !== 'deposit').reduce((sum, line) => sum + decimalToCents(line.amount), 0) +
      decimalToCents(summary.holdingsValue);
    const { breakdown } = all;
    expect(decimalToCents(breakdown.payouts)).toBe(payouts);
    expect(decimalToCents(breakdown.fees)).toBe(75_00 + tradeFeeCents);
    expect(decimalToCents(breakdown.realized)).toBe(decimalToCents(summary.realizedReturns) - soldPayouts);
    expect(decimalToCents(breakdown.payouts) + decimalToCents(breakdown.valueChange) + decimalToCents(breakdown.realized)).toBe(gain);

    // A month: the kept holding's value at its start is paid in, and the rates are the month's own.
    const month = await performanceOf(investor, '1m');
    const monthFromMs = nowMs - 30 * DAY_MS;
    expect(month).toMatchObject({ from: dayOf(monthFromMs), annualised: false });
    expect(month.holdings.map((holding) => holding.investmentId)).toEqual([keptId, soldId]);
    expect(month.flows[0]).toMatchObject({ kind: 'startValue', date: dayOf(monthFromMs) });
    const monthRates = expectedRates(lines, [keptKnown, soldKnown], monthFromMs, nowMs);
    expectClose(month.moneyWeighted, monthRates.moneyWeighted);
    expectClose(month.timeWeighted, monthRates.timeWeighted);
    expect(decimalToCents(month.breakdown.fees)).toBe(tradeFeeCents);
  });

  it('measures a month in which no price moved against its start: 0% for a holding held through it, a sale realizing only its fee', async () => {
    // Issued long ago at $10 a share, no quarter revalued since: the price stays $10.
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 2, shares: 10 });
    const [seller, keeper] = holders;
    if (!seller || !keeper) throw new Error('two holders');
    const buyer = await fundedInvestor(context.app, 1000);
    await clock.advanceDays(40);
    expect((await placeOrder(context.app, seller, limitOrder(project.id, 'sell', 4, '12'))).statusCode).toBe(201);
    expect((await placeOrder(context.app, buyer, limitOrder(project.id, 'buy', 4, '12'))).json().order.status).toBe('filled');
    const [rest] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie: seller.cookie })).json();
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${rest.id}`, cookie: seller.cookie })).statusCode).toBe(200);

    // Worth $100 at the month's start; $48 less $0.96 for 4 shares, $60 for the other 6: $7.04 realized, no change in value.
    const month = await performanceOf(seller, '1m');
    expect(month.breakdown).toEqual({ payouts: '0.00', valueChange: '0.00', realized: '7.04', fees: '0.96' });

    const kept = await performanceOf(keeper, '1m');
    expect(kept).toMatchObject({ moneyWeighted: '0.00', timeWeighted: '0.00', breakdown: { valueChange: '0.00', realized: '0.00' } });
    expect(kept.holdings).toMatchObject([{ moneyWeighted: '0.00', timeWeighted: '0.00', annualised: false }]);

    // Bought today, in a year's range: the period's return for 0 days held, one rate for its one flow ($48 paid, worth $40).
    const year = await performanceOf(buyer, '1y');
    expect(year.holdings).toMatchObject([
      {
        origin: 'market',
        investmentDate: expect.stringMatching(`^${dayOf(clock.now().getTime())}`),
        moneyWeighted: '-16.67',
        timeWeighted: '-16.67',
        annualised: false,
      },
    ]);
  });
});
