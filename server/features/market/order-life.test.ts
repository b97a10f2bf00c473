import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { settleDue } from '../../jobs/settle-due';
import { closeCampaignNow } from '../campaigns';
import { balanceOf, createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { holdingsOf, issuedDaysAgo, limitOrder as order, placeOrder, tradableProject } from '../../test/market-fixtures';
import { TestClock } from '../../test/test-clock';
import { send, useTestApp } from '../../test/test-app';

/**
 * An order's life after it is placed: cancelled, expired, its fills told, placed once per key,
 * the shares it reserves, and its owner's list of orders.
 */
const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  await expectLedgerClean(context.database.db);
  clock.reset();
});

describe('cancel, expiry, idempotency', () => {
  it('cancels what is left, releasing the reservation; a second cancel is a 409 and another user gets a 404', async () => {
    const { project } = await tradableProject(context.app, context.database.db, { holders: 0, shares: 1 });
    const buyer = await fundedInvestor(context.app, 100);
    const placed = (await placeOrder(context.app, buyer, order(project.id, 'buy', 5, '10'))).json().order;
    expect(await balanceOf(context.app, buyer.cookie)).toBe('50.00');
    const stranger = await fundedInvestor(context.app, 0);
    const notYours = await send(context.app, { method: 'DELETE', url: `/api/market/orders/${placed.id}`, cookie: stranger.cookie });
    expect([notYours.statusCode, notYours.json()]).toEqual([404, { message: "The order you're looking for doesn't exist." }]);
    const cancelled = await send(context.app, { method: 'DELETE', url: `/api/market/orders/${placed.id}`, cookie: buyer.cookie });
    expect(cancelled.json()).toMatchObject({ id: placed.id, status: 'cancelled' });
    expect(await balanceOf(context.app, buyer.cookie)).toBe('100.00');
    const again = await send(context.app, { method: 'DELETE', url: `/api/market/orders/${placed.id}`, cookie: buyer.cookie });
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'This order is already cancelled.' }]);
  });

  it('expires an order 30 days after it was placed, exactly once, releasing its cash and telling its owner', async () => {
    const { project } = await tradableProject(context.app, context.database.db, { holders: 0, shares: 1 });
    const buyer = await fundedInvestor(context.app, 100);
    const placed = (await placeOrder(context.app, buyer, order(project.id, 'buy', 5, '10'))).json().order;
    await clock.advanceDays(29);
    await settleDue(context.database.db, clock.now());
    expect(await balanceOf(context.app, buyer.cookie)).toBe('50.00');
    await clock.advanceDays(2);
    // Other tests' orders in this database are due too: two rounds at once expire each of them once.
    const [due] = await queryRows(
      context.database.db,
      z.object({ count: sqlColumn.integer }),
      sql`select count(*) as count from market_orders where status = 'open' and expires_at <= ${clock.now().toISOString()}::timestamptz`,
    );
    const settled = await Promise.all([settleDue(context.database.db, clock.now()), settleDue(context.database.db, clock.now())]);
    expect(settled[0].ordersExpired + settled[1].ordersExpired).toBe(due?.count);
    expect(await balanceOf(context.app, buyer.cookie)).toBe('100.00');
    const orders = (await send(context.app, { method: 'GET', url: '/api/market/orders?status=all', cookie: buyer.cookie })).json();
    expect(orders.items).toMatchObject([{ id: placed.id, status: 'expired' }]);
    const notices = (await send(context.app, { method: 'GET', url: '/api/notifications', cookie: buyer.cookie })).json();
    expect(notices.items.filter((notice: { kind: string }) => notice.kind === 'order_expired')).toHaveLength(1);
  });

  it('tells both traders of a fill once, and the settle round sends a notice a stopped server never sent', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    const buyer = await fundedInvestor(context.app, 100);
    await placeOrder(context.app, seller, order(project.id, 'sell', 5, '10'));
    const placed = (await placeOrder(context.app, buyer, order(project.id, 'buy', 2, '10'))).json().order;
    const fills = async (cookie: string) =>
      (await send(context.app, { method: 'GET', url: '/api/notifications', cookie }))
        .json()
        .items.filter((notice: { kind: string }) => notice.kind === 'order_filled');
    const bodies = async (cookie: string) => (await fills(cookie)).map((notice: { body: string }) => notice.body);
    const sellerNotice = 'Your sell order: 2 shares sold at $10.00 on average. 3 shares of it are still open.';
    const buyerNotice = 'Your buy order: 2 shares bought at $10.00 on average. The order is filled.';
    expect(await bodies(seller.cookie)).toEqual([sellerNotice]);
    expect(await bodies(buyer.cookie)).toEqual([buyerNotice]);

    // As if the server had stopped between the trade's commit and its notices.
    await context.database.db.execute(sql`delete from notifications where event_key = ${`market:${placed.id as number}:fills`}`);
    await context.database.db.execute(sql`delete from notification_events where event_key = ${`market:${placed.id as number}:fills`}`);
    const rounds = await Promise.all([settleDue(context.database.db, clock.now()), settleDue(context.database.db, clock.now())]);
    // Told once more from the books, in the same words as from the plan, by one of the two rounds.
    expect(await bodies(seller.cookie)).toEqual([sellerNotice]);
    expect(await bodies(buyer.cookie)).toEqual([buyerNotice]);
    expect(rounds[0].fillNoticesSent + rounds[1].fillNoticesSent).toBe(1);
    expect((await settleDue(context.database.db, clock.now())).fillNoticesSent).toBe(0);

    // A sell order that meets a resting bid: each trader told of their own side.
    const bid = (await placeOrder(context.app, buyer, order(project.id, 'buy', 3, '9'))).json().order;
    const sold = (await placeOrder(context.app, seller, order(project.id, 'sell', 1, '9'))).json().order;
    expect(sold.status).toBe('filled');
    expect(await bodies(buyer.cookie)).toEqual([
      'Your buy order: 1 share bought at $9.00 on average. 2 shares of it are still open.',
      buyerNotice,
    ]);
    expect((await bodies(seller.cookie))[0]).toBe('Your sell order: 1 share sold at $9.00 on average. The order is filled.');
    await send(context.app, { method: 'DELETE', url: `/api/market/orders/${bid.id as number}`, cookie: buyer.cookie });
  });

  it('places an order once for one Idempotency-Key', async () => {
    const { project } = await tradableProject(context.app, context.database.db, { holders: 0, shares: 1 });
    const buyer = await fundedInvestor(context.app, 100);
    const headers = { 'idempotency-key': 'order-once-1' };
    const first = await placeOrder(context.app, buyer, order(project.id, 'buy', 2, '10'), headers);
    const second = await placeOrder(context.app, buyer, order(project.id, 'buy', 2, '10'), headers);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(context.app, buyer.cookie)).toBe('80.00');
  });
});

describe('reserved shares', () => {
  it("reserve a seller's holdings oldest first, across holdings, and come back when the order is cancelled", async () => {
    // Two holdings of the same project, 3 and 4 shares bought in its campaign, then a year and more.
    const project = await createProject(context.database.db, {
      fundingGoalCents: cents(100_00),
      minInvestmentCents: cents(1_00),
      availableShares: 990,
    });
    const seller = await fundedInvestor(context.app, 100);
    for (const [amount, shares] of [
      ['31.58', 3],
      ['42.11', 4],
    ] as const) {
      const invested = await send(context.app, {
        method: 'POST',
        url: '/api/investments',
        cookie: seller.cookie,
        payload: investPayload(project.id, amount, shares),
      });
      expect(invested.statusCode, invested.body).toBe(201);
    }
    expect(await closeCampaignNow(context.database.db, project.id, new Date())).toBe('funded');
    await issuedDaysAgo(context.database.db, project.id, 400);
    const reserved = async () => (await holdingsOf(context.database.db, seller.email, project.id)).map((holding) => holding.reserved);

    const first = (await placeOrder(context.app, seller, order(project.id, 'sell', 5, '20'))).json().order;
    expect(await reserved()).toEqual([3, 2]);
    const second = (await placeOrder(context.app, seller, order(project.id, 'sell', 2, '21'))).json().order;
    expect(await reserved()).toEqual([3, 4]);
    const refused = await placeOrder(context.app, seller, order(project.id, 'sell', 1, '22'));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'You have no shares of this project you can sell now.' }]);
    expect(await reserved()).toEqual([3, 4]);

    await send(context.app, { method: 'DELETE', url: `/api/market/orders/${first.id as number}`, cookie: seller.cookie });
    // Reservations are counted per holding, not per order: a release frees the newest holding's
    // first, so what stays reserved is the oldest shares, the ones a fill sells first.
    expect(await reserved()).toEqual([2, 0]);
    await send(context.app, { method: 'DELETE', url: `/api/market/orders/${second.id as number}`, cookie: seller.cookie });
    expect(await reserved()).toEqual([0, 0]);
  });
});

describe('My orders', () => {
  it('lists open orders by default and every order with status=all, newest first, a page at a time', async () => {
    const { project } = await tradableProject(context.app, context.database.db, { holders: 0, shares: 1 });
    const buyer = await fundedInvestor(context.app, 100);
    const ids: number[] = [];
    for (const price of ['5', '6', '7'])
      ids.push((await placeOrder(context.app, buyer, order(project.id, 'buy', 1, price))).json().order.id);
    const [oldest, middle, newest] = ids;
    await send(context.app, { method: 'DELETE', url: `/api/market/orders/${middle}`, cookie: buyer.cookie });
    const list = async (query: string) => {
      const response = await send(context.app, { method: 'GET', url: `/api/market/orders${query}`, cookie: buyer.cookie });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      return { ids: page.items.map((listed: { id: number }) => listed.id), nextCursor: page.nextCursor };
    };

    expect(await list('')).toEqual({ ids: [newest, oldest], nextCursor: null });
    expect(await list('?status=all')).toEqual({ ids: [newest, middle, oldest], nextCursor: null });
    const first = await list('?status=all&limit=2');
    expect(first).toEqual({ ids: [newest, middle], nextCursor: String(middle) });
    expect(await list(`?status=all&limit=2&cursor=${first.nextCursor}`)).toEqual({ ids: [oldest], nextCursor: null });
    expect(await list('?status=all&limit=3')).toEqual({ ids: [newest, middle, oldest], nextCursor: null });
    expect(await list('?limit=1')).toEqual({ ids: [newest], nextCursor: String(newest) });
    const stranger = await fundedInvestor(context.app, 0);
    const theirs = await send(context.app, { method: 'GET', url: '/api/market/orders?status=all', cookie: stranger.cookie });
    expect(theirs.json()).toEqual({ items: [], nextCursor: null });
  });
});
