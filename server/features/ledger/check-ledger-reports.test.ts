import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { investments, ledgerPostings, ledgerTransfers, projects } from '../../db/schema';
import { marketFills, marketOrders } from '../../db/schema-market';
import { placeOrder, tradableProject } from '../../test/market-fixtures';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { checkLedger } from './check-ledger';

/**
 * `npm run check:ledger` prints one line per broken invariant (the campaign's books, the
 * payouts', the market's); the operator repairs the data from them. Each test breaks one thing by hand and expects exactly the line that names it, no
 * more (a project with demo shares and active investments must not be reported for what holds).
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

async function violationsWhile(breakIt: () => Promise<unknown>, repair: () => Promise<unknown>): Promise<string[]> {
  await breakIt();
  const violations = await checkLedger(context.database.db);
  await repair();
  await expectLedgerClean(context.database.db);
  return violations;
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

describe('checkLedger reports', () => {
  it('a demo raise that is not a whole number of shares, and nothing else when the rest adds up', async () => {
    const project = await createProject(context.database.db);
    const byId = eq(projects.id, project.id);
    const violations = await violationsWhile(
      () =>
        context.database.db
          .update(projects)
          .set({ demoRaisedCents: cents(5), raisedCents: cents(5) })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ demoRaisedCents: cents(0), raisedCents: cents(0) })
          .where(byId),
    );
    expect(violations).toEqual([`project ${project.id}: the demo raise 0.05 is not a whole number of shares`]);
  });

  it('only the raise, or only the shares, of a project with demo shares and active investments', async () => {
    // 100 shares ($1,000) sold before the sandbox, then $100 for 9 shares and $200 for 19.
    const project = await createProject(context.database.db, { availableShares: 900 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    await investIn(cookie, project.id, '100', 9);
    await investIn(cookie, project.id, '200', 19);
    const byId = eq(projects.id, project.id);

    const raise = await violationsWhile(
      () =>
        context.database.db
          .update(projects)
          .set({ raisedCents: sql`${projects.raisedCents} + 1` })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ raisedCents: sql`${projects.raisedCents} - 1` })
          .where(byId),
    );
    expect(raise).toEqual([`project ${project.id}: raised 1300.01 <> demo raise 1000.00 + investments open or sold 300.00`]);

    const shares = await violationsWhile(
      () =>
        context.database.db
          .update(projects)
          .set({ availableShares: sql`${projects.availableShares} - 1` })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ availableShares: sql`${projects.availableShares} + 1` })
          .where(byId),
    );
    expect(shares).toEqual([`project ${project.id}: 871 available + 28 invested + 100 demo shares <> 1000 total shares`]);
  });

  it('a closed investment without the transfer that paid it back, and without its proceeds', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const id = await investIn(cookie, project.id, '100', 9);

    const cancelledWithoutValue = await violationsWhile(
      () => context.database.db.update(investments).set({ status: 'cancelled' }).where(eq(investments.id, id)),
      () => context.database.db.update(investments).set({ status: 'pending' }).where(eq(investments.id, id)),
    );
    expect(cancelledWithoutValue).toEqual([
      `project ${project.id}: 991 available + 0 invested + 0 demo shares <> 1000 total shares`,
      `project ${project.id}: raised 100.00 <> demo raise 0.00 + investments open or sold 0.00`,
      `project ${project.id}: escrow 100.00 <> pending investments 0.00`,
      `investment ${id} (cancelled, 100.00): ledger has 1 hold(s) totalling -100.00 and 0 payback(s) totalling 0.00, proceeds missing`,
    ]);
  });
});

const byInvestment = (id: number) => eq(investments.id, id);

describe('checkLedger reports, payouts', () => {
  it("money left in a project's investors' pool, and payouts received that the ledger does not explain", async () => {
    const { db } = context.database;
    const project = await createProject(db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const id = await investIn(cookie, project.id, '100', 9);
    const [hold] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.investmentId, id));
    const escrowLeg = and(eq(ledgerPostings.transferId, hold?.id ?? 0), eq(ledgerPostings.accountKind, 'project_escrow'));
    const poolLeg = and(eq(ledgerPostings.transferId, hold?.id ?? 0), eq(ledgerPostings.accountKind, 'investor_pool'));

    const pool = await violationsWhile(
      () => db.update(ledgerPostings).set({ accountKind: 'investor_pool' }).where(escrowLeg),
      () => db.update(ledgerPostings).set({ accountKind: 'project_escrow' }).where(poolLeg),
    );
    expect(pool).toEqual([
      `project escrow ${project.id}: balance 100.00 but the ledger sums to 0.00`,
      `project ${project.id}: investors' pool holds 100.00 after its payouts`,
    ]);

    const received = await violationsWhile(
      () =>
        db
          .update(investments)
          .set({ payoutsCents: sql`${investments.payoutsCents} + 1` })
          .where(byInvestment(id)),
      () =>
        db
          .update(investments)
          .set({ payoutsCents: sql`${investments.payoutsCents} - 1` })
          .where(byInvestment(id)),
    );
    expect(received).toEqual([`investment ${id}: payouts received 0.01 but the ledger posted 0.00 and its payout lines sum to 0.00`]);
  });
});

describe('checkLedger reports, the market', () => {
  it('a buy reservation the holding account does not hold, and sell reservations the holdings do not carry', async () => {
    const { db } = context.database;
    const { project, holders } = await tradableProject(context.app, db, { holders: 2, shares: 3 });
    const [seller, buyer] = holders;
    if (!seller || !buyer) throw new Error('two holders');
    const bid = await placeOrder(context.app, buyer, { projectId: project.id, side: 'buy', shares: 2, limitPrice: '4.00' });
    const ask = await placeOrder(context.app, seller, { projectId: project.id, side: 'sell', shares: 2, limitPrice: '30.00' });
    expect([bid.statusCode, ask.statusCode], `${bid.body} ${ask.body}`).toEqual([201, 201]);
    const bidId = eq(marketOrders.id, bid.json().order.id as number);

    const reserved = await violationsWhile(
      () =>
        db
          .update(marketOrders)
          .set({ reservedCents: sql`${marketOrders.reservedCents} + 1` })
          .where(bidId),
      () =>
        db
          .update(marketOrders)
          .set({ reservedCents: sql`${marketOrders.reservedCents} - 1` })
          .where(bidId),
    );
    expect(reserved).toEqual([
      `project ${project.id}: market holding account 8.00 <> open buy reservations 8.01`,
      `buy order ${bid.json().order.id}: reserves 8.01 for 8.00 unfilled`,
    ]);

    const [holding] = await db
      .select()
      .from(investments)
      .where(and(eq(investments.projectId, project.id), eq(investments.reservedShares, 2)));
    if (!holding) throw new Error("the seller's holding");
    const shares = await violationsWhile(
      () => db.update(investments).set({ reservedShares: 1 }).where(byInvestment(holding.id)),
      () => db.update(investments).set({ reservedShares: 2 }).where(byInvestment(holding.id)),
    );
    expect(shares).toEqual([`user ${holding.userId}, project ${project.id}: 1 shares reserved on holdings <> 2 left on open sell orders`]);
  });

  it('shares sold on the market that no lot carries, and a fill whose shares did not all move', async () => {
    const { db } = context.database;
    const { project, holders } = await tradableProject(context.app, db, { holders: 2, shares: 3 });
    const [seller, buyer] = holders;
    if (!seller || !buyer) throw new Error('two holders');
    expect(
      (await placeOrder(context.app, seller, { projectId: project.id, side: 'sell', shares: 2, limitPrice: '12.00' })).statusCode,
    ).toBe(201);
    expect((await placeOrder(context.app, buyer, { projectId: project.id, side: 'buy', shares: 2, limitPrice: '12.00' })).statusCode).toBe(
      201,
    );
    const [sold] = await db
      .select()
      .from(investments)
      .where(and(eq(investments.projectId, project.id), eq(investments.marketSoldShares, 2)));
    const [fill] = await db.select().from(marketFills).where(eq(marketFills.projectId, project.id));
    if (!sold || !fill) throw new Error('a fill of 2 shares');

    const lots = await violationsWhile(
      () => db.update(investments).set({ marketSoldShares: 3 }).where(byInvestment(sold.id)),
      () => db.update(investments).set({ marketSoldShares: 2 }).where(byInvestment(sold.id)),
    );
    expect(lots).toEqual([`investment ${sold.id}: 3 shares sold on the market but its lots hold 2`]);

    const byFill = eq(marketFills.id, fill.id);
    const moved = await violationsWhile(
      () => db.update(marketFills).set({ shares: 3 }).where(byFill),
      () => db.update(marketFills).set({ shares: 2 }).where(byFill),
    );
    expect(moved).toEqual([`fill ${fill.id}: 3 shares traded, 2 left sellers' holdings, 2 reached buyers'`]);
  });
});
