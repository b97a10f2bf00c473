import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketViewSchema } from '@common/schemas/market';
import { creators, investments, projects } from '../../db/schema';
import { marketOrders } from '../../db/schema-market';
import { demoProjects } from '../../db/seed/demo-data';
import { DEMO_MARKET_PROJECT_KEY, DEMO_TRADER_PASSWORD_HASH, demoTraders } from '../../db/seed/demo-market';
import { marketOf, placeOrder } from '../../test/market-fixtures';
import { expectLedgerClean, fundedInvestor } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { expireDueOrders } from '../market';
import { seedDemoData } from './seed-demo';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo data seeding', () => {
  it('is idempotent: seeding again changes nothing', async () => {
    const { database, close } = await createTestDatabase();
    try {
      const before = await database.db.select().from(projects).orderBy(projects.id);
      const creatorCount = await database.db.$count(creators);
      await seedDemoData(database.db, new Date(Date.now() + 86_400_000 * 30));
      expect(await database.db.select().from(projects).orderBy(projects.id)).toEqual(before);
      expect(await database.db.$count(creators)).toBe(creatorCount);
    } finally {
      await close();
    }
  });

  it('keeps shares and raised amounts consistent in every demo project', async () => {
    const { database, close } = await createTestDatabase();
    try {
      for (const project of await database.db.select().from(projects)) {
        expect(project.availableShares).toBeGreaterThanOrEqual(0);
        // The demo traders' campaign holdings are part of the demo market project's raise, each with its 5% fee.
        const traders = await database.db
          .select({ shares: investments.shares, amountCents: investments.amountCents })
          .from(investments)
          .where(and(eq(investments.projectId, project.id), eq(investments.origin, 'campaign')));
        const traderShares = traders.reduce((sum, holding) => sum + holding.shares, 0);
        const traderAmount = traders.reduce((sum, holding) => sum + holding.amountCents, 0);
        expect(traderShares > 0).toBe(project.demoKey === DEMO_MARKET_PROJECT_KEY);
        expect(project.raisedCents).toBe(project.demoRaisedCents + traderAmount);
        expect(project.demoRaisedCents + traderShares * project.sharePriceCents).toBe(
          (project.totalShares - project.availableShares) * project.sharePriceCents,
        );
        expect(project.budgetTotalCents).toBe(Object.values(project.budgetBreakdown).reduce((sum, cents) => sum + cents, 0));
      }
    } finally {
      await close();
    }
  });
});

describe('the demo market', () => {
  const context = useTestApp();

  const demoMarketProject = async () => {
    const [project] = await context.database.db.select().from(projects).where(eq(projects.demoKey, DEMO_MARKET_PROJECT_KEY));
    if (!project) throw new Error('no demo market project');
    return project;
  };

  it('makes one funded demo project tradable from the first start, with resting demo orders on each side', async () => {
    const { db } = context.database;
    expect(await db.$count(projects)).toBe(demoProjects.length);
    const project = await demoMarketProject();
    expect(project.status).toBe('funded');
    const market = marketViewSchema.parse(await marketOf(context.app, project.id));
    expect(market.tradable).toBe(true);
    expect(market.bids).toHaveLength(3);
    expect(market.asks).toHaveLength(3);
    const indicative = Number(market.indicativePrice);
    expect(Number(market.bestBid)).toBeLessThan(indicative);
    expect(Number(market.bestAsk)).toBeGreaterThan(indicative);
    expect(market.bids.map((level) => level.shares)).toEqual(demoTraders.filter((t) => t.order.side === 'buy').map((t) => t.order.shares));
    expect(market.asks.map((level) => level.shares)).toEqual(demoTraders.filter((t) => t.order.side === 'sell').map((t) => t.order.shares));
    // The sellers' shares are campaign holdings; nobody can sign in to a demo trader.
    const holdings = await db
      .select({ shares: investments.shares, origin: investments.origin, status: investments.status, reserved: investments.reservedShares })
      .from(investments)
      .where(eq(investments.projectId, project.id));
    expect(holdings.map(({ shares, origin, status }) => ({ shares, origin, status }))).toEqual(
      demoTraders
        .filter((trader) => trader.campaignShares > 0)
        .map((trader) => ({ shares: trader.campaignShares, origin: 'campaign', status: 'active' })),
    );
    expect(holdings.map((holding) => holding.reserved)).toEqual(
      demoTraders.filter((trader) => trader.campaignShares > 0).map((trader) => trader.order.shares),
    );
    const login = await send(context.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoTraders[0]?.email, password: DEMO_TRADER_PASSWORD_HASH },
    });
    expect(login.statusCode).toBe(401);
    await expectLedgerClean(db);
  });

  it('lets a newcomer trade at once: a buy at the best ask fills from a demo seller', async () => {
    const project = await demoMarketProject();
    const buyer = await fundedInvestor(context.app, 1_000);
    const before = marketViewSchema.parse(await marketOf(context.app, project.id));
    const response = await placeOrder(context.app, buyer, { projectId: project.id, side: 'buy', shares: 2, limitPrice: before.bestAsk });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({ status: 'filled', filledShares: 2, averagePrice: before.bestAsk });
    await expectLedgerClean(context.database.db);
  });

  it('places no order again on a second start, and places the expired ones again on a later one', async () => {
    const { db } = context.database;
    const project = await demoMarketProject();
    const orders = await db.$count(marketOrders);
    await seedDemoData(db);
    expect(await db.$count(marketOrders)).toBe(orders);

    // 31 sandbox days on, every demo order has expired; the next start quotes the book again.
    const later = new Date(Date.now() + 31 * DAY_MS);
    expect(await expireDueOrders(db, later)).toBe(demoTraders.length);
    await seedDemoData(db, later);
    const open = await db.$count(marketOrders, and(eq(marketOrders.projectId, project.id), eq(marketOrders.status, 'open')));
    expect(open).toBe(demoTraders.length);
    await expectLedgerClean(db);
  });
});
