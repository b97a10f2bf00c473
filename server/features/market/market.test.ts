import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDayUtc } from '@common/dates';
import { resaleAllowedFrom } from '@common/rules/market';
import { orderSchema } from '@common/schemas/market';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { balanceOf, createProject, expectLedgerClean, fundedInvestor } from '../../test/money-fixtures';
import { holdingsOf, issuedDaysAgo, limitOrder as order, marketOf, placeOrder, tradableProject } from '../../test/market-fixtures';
import { TestClock } from '../../test/test-clock';
import { send, useTestApp } from '../../test/test-app';

/** Matching between investors' orders, and the refusals that leave the books unchanged. */
const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(async () => {
  await expectLedgerClean(context.database.db);
  clock.reset();
});

describe('matching', () => {
  it('trades with the best price first, oldest first at a price, at the resting price, returning a better price to the buyer', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 3, shares: 5 });
    const [first, second, third] = holders;
    if (!first || !second || !third) throw new Error('three holders');
    expect((await placeOrder(context.app, first, order(project.id, 'sell', 5, '12'))).statusCode).toBe(201);
    expect((await placeOrder(context.app, second, order(project.id, 'sell', 5, '11'))).statusCode).toBe(201);
    expect((await placeOrder(context.app, third, order(project.id, 'sell', 5, '11'))).statusCode).toBe(201);
    const sellerCash = await Promise.all(holders.map((holder) => balanceOf(context.app, holder.cookie)));

    const buyer = await fundedInvestor(context.app, 200);
    const response = await placeOrder(context.app, buyer, order(project.id, 'buy', 8, '12'));
    expect(response.statusCode).toBe(201);
    const placed = orderSchema.parse(response.json().order);
    expect(placed).toMatchObject({ side: 'buy', shares: 8, filledShares: 8, status: 'filled', limitPrice: '12.00', averagePrice: '11.00' });
    expect(placed.fills.map((fill) => [fill.price, fill.shares, fill.fee])).toEqual([
      ['11.00', 5, '0.00'],
      ['11.00', 3, '0.00'],
    ]);
    // 8 shares at $11: $88, nothing left held for the better price.
    expect(await balanceOf(context.app, buyer.cookie)).toBe('112.00');
    // $55 less 2% ($1.10), then $33 less $0.66; the first seller's $12 ask did not trade.
    expect(await balanceOf(context.app, second.cookie)).toBe((Number(sellerCash[1]) + 53.9).toFixed(2));
    expect(await balanceOf(context.app, third.cookie)).toBe((Number(sellerCash[2]) + 32.34).toFixed(2));
    expect(await balanceOf(context.app, first.cookie)).toBe(sellerCash[0]);

    const market = await marketOf(context.app, project.id);
    expect(market).toMatchObject({ lastPrice: '11.00', bestAsk: '11.00', bestBid: null, volume30d: '88.00' });
    expect(market.asks).toEqual([
      { price: '11.00', shares: 2 },
      { price: '12.00', shares: 5 },
    ]);
    expect(market.trades.map((trade: { shares: number }) => trade.shares)).toEqual([3, 5]);

    expect(await holdingsOf(context.database.db, buyer.email, project.id)).toEqual([
      { shares: 5, reserved: 0, amount: 55_00, origin: 'market', status: 'active' },
      { shares: 3, reserved: 0, amount: 33_00, origin: 'market', status: 'active' },
    ]);
    expect(await holdingsOf(context.database.db, second.email, project.id)).toMatchObject([{ shares: 0, reserved: 0, status: 'sold' }]);
    expect(await holdingsOf(context.database.db, third.email, project.id)).toMatchObject([{ shares: 2, reserved: 2, status: 'active' }]);
    // Four accounts signed up (password hashing) and funded first: give a busy machine time.
  }, 90_000);

  it('rests what is left of a buy order, holding its cash, and a later sell fills it at the bid', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    const buyer = await fundedInvestor(context.app, 100);
    const bid = orderSchema.parse((await placeOrder(context.app, buyer, order(project.id, 'buy', 4, '9.50'))).json().order);
    expect(bid).toMatchObject({ status: 'open', filledShares: 0, averagePrice: null });
    expect(await balanceOf(context.app, buyer.cookie)).toBe('62.00');

    const ask = orderSchema.parse((await placeOrder(context.app, seller, order(project.id, 'sell', 6, '9'))).json().order);
    // The incoming sell trades at the resting bid's $9.50, not at its own $9.
    expect(ask).toMatchObject({ status: 'open', filledShares: 4, averagePrice: '9.50' });
    expect(ask.fills).toEqual([{ price: '9.50', shares: 4, fee: '0.76', at: expect.any(String) }]);
    expect(await balanceOf(context.app, buyer.cookie)).toBe('62.00');
    const orders = (await send(context.app, { method: 'GET', url: '/api/market/orders?status=all', cookie: buyer.cookie })).json();
    expect(orders.items[0]).toMatchObject({ id: bid.id, status: 'filled', filledShares: 4, averagePrice: '9.50' });
    expect((await marketOf(context.app, project.id)).asks).toEqual([{ price: '9.00', shares: 2 }]);
  });

  it("counts a buy order's reserved cash in net worth, and a trade moves value between cash and holdings", async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    const buyer = await fundedInvestor(context.app, 100);
    const summary = async (cookie: string) => (await send(context.app, { method: 'GET', url: '/api/portfolio/summary', cookie })).json();
    await placeOrder(context.app, buyer, order(project.id, 'buy', 3, '10'));
    expect(await summary(buyer.cookie)).toMatchObject({
      cash: '70.00',
      reservedForOrders: '30.00',
      holdingsValue: '0.00',
      netWorth: '100.00',
    });
    await placeOrder(context.app, seller, order(project.id, 'sell', 2, '10'));
    // 2 shares bought at $10, worth $10 each at the indicative price; 1 share's $10 still reserved.
    expect(await summary(buyer.cookie)).toMatchObject({
      cash: '70.00',
      reservedForOrders: '10.00',
      holdingsValue: '20.00',
      netWorth: '100.00',
    });
    const sellerSummary = await summary(seller.cookie);
    // 8 shares left at $10; $19.60 received for 2 whose cost was 2/10 of $105.27.
    expect(sellerSummary).toMatchObject({ holdingsValue: '80.00', realizedReturns: (19.6 - 21.05).toFixed(2) });
  });

  it('keeps the rest of a holding partly sold at its cost reduced in proportion, and shows the part sold in history', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    const buyer = await fundedInvestor(context.app, 100);
    await placeOrder(context.app, seller, order(project.id, 'sell', 4, '12'));
    await placeOrder(context.app, buyer, order(project.id, 'buy', 4, '12'));
    const [holding] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie: seller.cookie })).json();
    // $105.27 paid for 10 shares ($5.26 of it the 5% fee); 4 sold for $48 less $0.96, carrying $42.11 of the cost; 6 left at $10.
    expect(holding).toMatchObject({
      shares: 6,
      reservedShares: 0,
      origin: 'campaign',
      amount: '63.16',
      fee: '3.16',
      currentValue: '60.00',
      returns: '-3.16',
    });
    const history = (await send(context.app, { method: 'GET', url: '/api/investments/history', cookie: seller.cookie })).json();
    expect(history).toEqual([
      expect.objectContaining({
        id: holding.id,
        partialSale: true,
        status: 'sold',
        shares: 4,
        amount: '42.11',
        fee: '0.96',
        proceeds: '47.04',
        realizedReturns: '4.93',
      }),
    ]);
    // Every screen counts the rest at its cost: the chart's last point, and the summary's fees with the seller's 2%.
    const chart = (await send(context.app, { method: 'GET', url: '/api/portfolio/history?range=all', cookie: seller.cookie })).json();
    expect(chart.points.at(-1)).toMatchObject({ invested: '63.16', value: '60.00' });
    const summary = (await send(context.app, { method: 'GET', url: '/api/portfolio/summary', cookie: seller.cookie })).json();
    expect(summary).toMatchObject({ feesPaid: '6.22', realizedReturns: '4.93', holdingsValue: '60.00' });
    const [bought] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie: buyer.cookie })).json();
    expect(bought).toMatchObject({ shares: 4, origin: 'market', amount: '48.00', fee: '0.00', currentValue: '40.00', returns: '-8.00' });

    // The rest sold to the sandbox: one closed position with all it paid back, the partial sale folded in.
    const sale = await send(context.app, { method: 'DELETE', url: `/api/investments/${holding.id}`, cookie: seller.cookie });
    expect(sale.json().investment).toMatchObject({ shares: 10, proceeds: '107.04', realizedReturns: '1.77', partialSale: false });
    expect((await send(context.app, { method: 'GET', url: '/api/investments/history', cookie: seller.cookie })).json()).toHaveLength(1);
  });

  it('lists the parts of a holding sold on the market in history, the latest sale first', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    const buyer = await fundedInvestor(context.app, 200);
    for (const shares of [4, 2]) {
      await placeOrder(context.app, seller, order(project.id, 'sell', shares, '12'));
      await placeOrder(context.app, buyer, order(project.id, 'buy', shares, '12'));
      await clock.advanceDays(1);
    }
    const history = (await send(context.app, { method: 'GET', url: '/api/investments/history', cookie: seller.cookie })).json();
    expect(history.map((sale: { shares: number; partialSale: boolean }) => [sale.shares, sale.partialSale])).toEqual([
      [2, true],
      [4, true],
    ]);

    // The last 4 sold too: one closed position, paid back what its three sales paid ($117.60 after fees) on $105.27.
    await placeOrder(context.app, seller, order(project.id, 'sell', 4, '12'));
    await placeOrder(context.app, buyer, order(project.id, 'buy', 4, '12'));
    const closed = (await send(context.app, { method: 'GET', url: '/api/investments/history', cookie: seller.cookie })).json();
    expect(closed).toEqual([
      expect.objectContaining({ amount: '105.27', shares: 10, partialSale: false, proceeds: '117.60', realizedReturns: '12.33' }),
    ]);
  });

  it('rounds the 2% fee half up to the cent', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [seller] = holders;
    if (!seller) throw new Error('a holder');
    const buyer = await fundedInvestor(context.app, 10);
    await placeOrder(context.app, seller, order(project.id, 'sell', 1, '0.25'));
    await placeOrder(context.app, seller, order(project.id, 'sell', 1, '0.26'));
    const bought = orderSchema.parse((await placeOrder(context.app, buyer, order(project.id, 'buy', 2, '0.26'))).json().order);
    expect(bought.fills.map((fill) => fill.price)).toEqual(['0.25', '0.26']);
    const sold = (await send(context.app, { method: 'GET', url: '/api/market/orders?status=all', cookie: seller.cookie })).json();
    // 2% of $0.25 is half a cent: one cent; 2% of $0.26 is 0.52 cents: one cent.
    expect(sold.items.map((item: { fills: { fee: string }[] }) => item.fills[0]?.fee)).toEqual(['0.01', '0.01']);
  });
});

describe('refusals change nothing', () => {
  it('refuses a price outside the collar, a project not funded, too little cash, and a trade with oneself', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [holder] = holders;
    if (!holder) throw new Error('a holder');
    const before = await balanceOf(context.app, holder.cookie);
    const tooHigh = await placeOrder(context.app, holder, order(project.id, 'buy', 1, '50.01'));
    expect([tooHigh.statusCode, tooHigh.json()]).toEqual([400, { message: 'The limit price must be from $0.01 to $50.00 a share.' }]);
    for (const limitPrice of [0, '0', '0.00', '-1', -0.5]) {
      const tooLow = await placeOrder(context.app, holder, { ...order(project.id, 'buy', 1, '1'), limitPrice });
      expect([tooLow.statusCode, tooLow.json()], String(limitPrice)).toEqual([
        400,
        { message: 'The limit price must be from $0.01 to $50.00 a share.' },
      ]);
    }
    const tooMuch = await placeOrder(context.app, holder, order(project.id, 'buy', 1000, '50'));
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([
      400,
      { message: `Insufficient funds. Your balance is $${Number(before).toLocaleString('en-US', { minimumFractionDigits: 2 })}.` },
    ]);

    expect((await placeOrder(context.app, holder, order(project.id, 'sell', 3, '12'))).statusCode).toBe(201);
    const selfTrade = await placeOrder(context.app, holder, order(project.id, 'buy', 1, '12'));
    expect([selfTrade.statusCode, selfTrade.json()]).toEqual([409, { message: 'This order would trade with your own open order.' }]);
    expect(await balanceOf(context.app, holder.cookie)).toBe(before);

    const open = await tradableProject(context.app, context.database.db, { holders: 0, shares: 1 });
    await context.database.db.execute(sql`update projects set status = 'active', closed_at = null where id = ${open.project.id}::int`);
    const notFunded = await placeOrder(context.app, holder, order(open.project.id, 'buy', 1, '10'));
    expect([notFunded.statusCode, notFunded.json()]).toEqual([409, { message: 'Only shares of a funded project can be traded.' }]);
  });

  it('keeps shares locked for 12 months after issue, and the lock follows them to a buyer', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [holder] = holders;
    if (!holder) throw new Error('a holder');
    await issuedDaysAgo(context.database.db, project.id, 100);
    const locked = await placeOrder(context.app, holder, order(project.id, 'sell', 2, '10'));
    const [issued] = await queryRows(
      context.database.db,
      z.object({ closedAt: sqlColumn.timestamp }),
      sql`select closed_at as "closedAt" from projects where id = ${project.id}::int`,
    );
    if (!issued) throw new Error('the project');
    // The date as the page writes it ("Dec 29, 2027"), not ISO.
    const lockedUntil = formatDayUtc(resaleAllowedFrom(issued.closedAt));
    expect([locked.statusCode, locked.json()]).toEqual([
      400,
      { message: `You have no shares of this project you can sell now. 10 more are locked until ${lockedUntil}.` },
    ]);
    expect(lockedUntil).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await marketOf(context.app, project.id)).toMatchObject({
      tradable: false,
      tradableFrom: resaleAllowedFrom(issued.closedAt).toISOString(),
    });
    const campaign = await createProject(context.database.db);
    expect(await marketOf(context.app, campaign.id)).toMatchObject({ tradable: false, tradableFrom: null, bids: [], asks: [] });

    // A year after the issue.
    await issuedDaysAgo(context.database.db, project.id, 366);
    expect((await marketOf(context.app, project.id)).tradable).toBe(true);
    expect((await placeOrder(context.app, holder, order(project.id, 'sell', 2, '10'))).statusCode).toBe(201);
    const buyer = await fundedInvestor(context.app, 100);
    expect((await placeOrder(context.app, buyer, order(project.id, 'buy', 2, '10'))).json().order.status).toBe('filled');
    // Bought today, issued a year ago: the buyer may sell at once.
    const resale = await placeOrder(context.app, buyer, order(project.id, 'sell', 2, '11'));
    expect(resale.statusCode).toBe(201);
    const tooMany = await placeOrder(context.app, buyer, order(project.id, 'sell', 1, '11'));
    expect(tooMany.json()).toEqual({ message: 'You have no shares of this project you can sell now.' });
  });

  it('refuses to sell to the sandbox a holding with shares reserved for sale, until the order is cancelled', async () => {
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const [holder] = holders;
    if (!holder) throw new Error('a holder');
    const placed = (await placeOrder(context.app, holder, order(project.id, 'sell', 3, '12'))).json().order;
    const [holding] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie: holder.cookie })).json();
    const sale = await send(context.app, { method: 'DELETE', url: `/api/investments/${holding.id}`, cookie: holder.cookie });
    expect([sale.statusCode, sale.json()]).toEqual([
      409,
      { message: 'Shares of this holding are reserved by an open sell order. Cancel that order to sell the holding.' },
    ]);
    const cancelled = await send(context.app, { method: 'DELETE', url: `/api/market/orders/${placed.id}`, cookie: holder.cookie });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', filledShares: 0 });
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${holding.id}`, cookie: holder.cookie })).statusCode).toBe(
      200,
    );
  });
});
