import { and, eq, inArray, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cents, quoteInvestment } from '@common/money';
import { investments, projects, users } from '../../db/schema';
import { marketViewSchema } from '@common/schemas/market';
import { marketOrders } from '../../db/schema-market';
import { demoProjects } from '../../db/seed/demo-data';
import { DEMO_MARKET_PROJECT_KEY, demoTraderEmails, demoTraders } from '../../db/seed/demo-market';
import { demoVoiceEmails } from '../../db/seed/demo-questions';
import { marketOf, placeOrder } from '../../test/market-fixtures';
import { demoProjectRow } from '../../db/seed/demo-rows';
import { nextQuarterEnd } from '@common/schemas/payouts';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { readRevenueSeed } from '../payouts';
import { resetSandbox } from './reset-sandbox';

const STARTING_BALANCE_CENTS = cents(250_00);
const demoHolders = demoTraders.filter((trader) => trader.campaignShares > 0);
const context = useTestApp({ SANDBOX_STARTING_BALANCE: '250' });

const inDemo = () => inArray(users.email, demoTraderEmails);

describe('resetSandbox', () => {
  it('puts projects, investments and balances back to the demo state and keeps accounts', async () => {
    const { db } = context.database;
    const { cookie, email } = await fundedInvestor(context.app, 2_000);
    const [demo] = await db.select().from(projects).where(isNotNull(projects.demoKey)).limit(1);
    if (!demo) throw new Error('no demo project');
    const amountCents = cents(demo.minInvestmentCents * 2);
    const { shares } = quoteInvestment(amountCents, demo.sharePriceCents);
    const invest = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(demo.id, (amountCents / 100).toFixed(2), shares),
    });
    expect(invest.statusCode).toBe(201);
    await createProject(db);

    const today = new Date();
    const summary = await resetSandbox(db, { startingBalanceCents: STARTING_BALANCE_CENTS, today });
    expect(summary).toMatchObject({ reset: true });
    expect(summary.removedInvestments).toBeGreaterThanOrEqual(1);
    expect(summary.removedProjects).toBeGreaterThanOrEqual(1);

    // What is left are the demo traders' campaign holdings in the demo market's project, as seeded.
    expect(await db.$count(investments, ne(investments.investorEmail, email))).toBe(demoHolders.length);
    expect(await db.$count(investments, eq(investments.investorEmail, email))).toBe(0);
    expect(await db.$count(projects, isNull(projects.demoKey))).toBe(0);
    const demoRows = await db.select().from(projects);
    expect(demoRows).toHaveLength(demoProjects.length);
    for (const row of demoRows) {
      const seeded = demoProjects.find((project) => project.key === row.demoKey);
      if (!seeded) throw new Error(`unexpected project ${row.demoKey}`);
      const { valueBp, payoutsThrough, paidToInvestorsCents, payoutCount, ...asSeeded } = demoProjectRow(seeded, row.creatorId, today);
      expect(row).toMatchObject({ ...asSeeded, createdAt: expect.any(Date) });
      if (row.status !== 'funded') {
        expect({ valueBp, payoutsThrough, paidToInvestorsCents, payoutCount }).toEqual({
          valueBp: row.valueBp,
          payoutsThrough: row.payoutsThrough,
          paidToInvestorsCents: row.paidToInvestorsCents,
          payoutCount: row.payoutCount,
        });
        continue;
      }
      // A funded demo project has its quarters since funding paid afresh, each once.
      let quarters = 0;
      for (let end = nextQuarterEnd(row.closedAt ?? today); end <= today; end = nextQuarterEnd(end)) quarters += 1;
      expect(quarters).toBeGreaterThan(0);
      expect(row.payoutCount).toBe(quarters);
      expect(row.paidToInvestorsCents).toBeGreaterThan(0);
    }
    const people = notInArray(users.email, [...demoTraderEmails, ...demoVoiceEmails]);
    const balances = await db.select({ balanceCents: users.balanceCents }).from(users).where(people);
    expect(balances.every((user) => user.balanceCents === STARTING_BALANCE_CENTS)).toBe(true);

    const login = await send(context.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().accountBalance).toBe('250.00');
    await expectLedgerClean(db);
  });

  it('restores the demo market: the demo traders, their holdings and cash, and their resting orders, and nothing else', async () => {
    const { db } = context.database;
    const [project] = await db.select().from(projects).where(eq(projects.demoKey, DEMO_MARKET_PROJECT_KEY));
    if (!project) throw new Error('no demo market project');
    const seeded = marketViewSchema.parse(await marketOf(context.app, project.id));
    const seed = await readRevenueSeed(db);
    const traderCash = await db.select({ email: users.email, balanceCents: users.balanceCents }).from(users).where(inDemo());

    // A newcomer takes a demo ask whole and leaves a bid of their own on the book.
    const newcomer = await fundedInvestor(context.app, 2_000);
    const bought = await placeOrder(context.app, newcomer, {
      projectId: project.id,
      side: 'buy',
      shares: seeded.asks[0]?.shares,
      limitPrice: seeded.bestAsk,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const bid = await placeOrder(context.app, newcomer, { projectId: project.id, side: 'buy', shares: 3, limitPrice: seeded.bestBid });
    expect(bid.statusCode, bid.body).toBe(201);
    const traded = marketViewSchema.parse(await marketOf(context.app, project.id));
    expect(traded.asks).toHaveLength(2);
    expect(traded.trades).toHaveLength(1);

    // The same seed as before: the demo project's paid quarters, and so its price, come back the same.
    await resetSandbox(db, { startingBalanceCents: STARTING_BALANCE_CENTS, today: new Date(), revenueSeed: seed });
    const restored = marketViewSchema.parse(await marketOf(context.app, project.id));
    expect(restored).toEqual({ ...seeded, trades: [], lastPrice: null });
    expect(await db.$count(marketOrders)).toBe(demoTraders.length);
    expect(await db.select({ email: users.email, balanceCents: users.balanceCents }).from(users).where(inDemo())).toEqual(
      expect.arrayContaining(traderCash),
    );
    expect(await db.$count(investments, and(eq(investments.projectId, project.id), eq(investments.origin, 'campaign')))).toBe(
      demoHolders.length,
    );
    await expectLedgerClean(db);
  });

  it('does nothing when another server reset within the window', async () => {
    const { db } = context.database;
    const now = new Date();
    await resetSandbox(db, { startingBalanceCents: STARTING_BALANCE_CENTS, today: now });
    const again = await resetSandbox(db, {
      startingBalanceCents: STARTING_BALANCE_CENTS,
      today: new Date(now.getTime() + 1000),
      skipIfResetWithinMs: 60_000,
    });
    expect(again.reset).toBe(false);
    await expectLedgerClean(db);
  });
});

describe('the secret revenue seed', () => {
  it('is new at each reset, and the funded demo project is paid afresh from it', async () => {
    const { db } = context.database;
    const seeds = [await readRevenueSeed(db)];
    for (let reset = 0; reset < 2; reset += 1) {
      await resetSandbox(db, { startingBalanceCents: STARTING_BALANCE_CENTS, today: new Date() });
      seeds.push(await readRevenueSeed(db));
    }
    expect(new Set(seeds).size).toBe(3);
    expect(seeds.slice(1)).not.toContain(0);
    await resetSandbox(db, { startingBalanceCents: STARTING_BALANCE_CENTS, today: new Date(), revenueSeed: 4242 });
    expect(await readRevenueSeed(db)).toBe(4242);
    await expectLedgerClean(db);
  });
});

describe('GET /api/sandbox', () => {
  it('says no reset is due when none is scheduled', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/sandbox' });
    expect(response.json()).toEqual({ nextResetAt: null, startingBalance: '250.00', now: expect.any(String) });
    expect(Math.abs(Date.parse(response.json().now) - Date.now())).toBeLessThan(60_000);
  });

  describe('with a schedule', () => {
    const scheduled = useTestApp({ SANDBOX_RESET_CRON: '0 3 * * *' });

    it('names the next reset', async () => {
      const response = await send(scheduled.app, { method: 'GET', url: '/api/sandbox' });
      const nextResetAt = new Date(response.json().nextResetAt as string);
      expect(nextResetAt.getTime()).toBeGreaterThan(Date.now());
      expect(nextResetAt.getUTCHours()).toBe(3);
      expect(nextResetAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    });
  });
});
