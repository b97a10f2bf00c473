import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { settleDue } from '../../jobs/settle-due';
import { checkLedger } from '../ledger';
import { marketOf, placeOrder, tradableProject, type Trader } from '../../test/market-fixtures';
import { userIdOf } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';

const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '10000' }, { clock });

type Step =
  | { kind: 'order'; user: number; side: 'buy' | 'sell'; shares: number; price: number }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'clockJump'; days: number };

/** Prices in cents around the $10 indicative price, few enough that orders meet often. */
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      user: fc.nat(2),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      shares: fc.integer({ min: 1, max: 6 }),
      price: fc.constantFrom(9_50, 9_99, 10_00, 10_25, 10_50),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(2), pick: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clockJump' as const), days: fc.integer({ min: 3, max: 20 }) }) },
);

interface ModelOrder {
  id: number;
  user: number;
  side: 'buy' | 'sell';
  remaining: number;
  price: number;
  /** Sandbox days (of this run's jumps) when it expires. */
  expiresOnDay: number;
  open: boolean;
}

/**
 * The plain reference: a list of orders matched by scanning, cash and shares per user. It knows
 * nothing of the server's plan, SQL or lots; it follows the rules as decisions.md words them.
 */
class ReferenceMarket {
  orders: ModelOrder[] = [];
  day = 0;
  constructor(
    public cash: number[],
    public shares: number[],
  ) {}

  reserved(user: number): number {
    return this.orders
      .filter((order) => order.open && order.user === user && order.side === 'sell')
      .reduce((sum, order) => sum + order.remaining, 0);
  }

  /** The resting orders an incoming one meets, best price first, then oldest. */
  private crossing(side: 'buy' | 'sell', price: number): ModelOrder[] {
    return this.orders
      .filter((order) => order.open && order.side !== side && (side === 'buy' ? order.price <= price : order.price >= price))
      .sort((a, b) => (side === 'buy' ? a.price - b.price : b.price - a.price) || a.id - b.id);
  }

  place(
    user: number,
    side: 'buy' | 'sell',
    shares: number,
    price: number,
    maxPrice: number,
  ): { status: number; fills: Array<[number, number]> } {
    if (price > maxPrice) return { status: 400, fills: [] };
    const crossing = this.crossing(side, price);
    let covered = 0;
    for (const order of crossing) {
      if (covered >= shares) break;
      if (order.user === user) return { status: 409, fills: [] };
      covered += order.remaining;
    }
    if (side === 'buy' && this.cash[user]! < shares * price) return { status: 400, fills: [] };
    if (side === 'sell' && this.shares[user]! - this.reserved(user) < shares) return { status: 400, fills: [] };
    const incoming: ModelOrder = { id: -1, user, side, remaining: shares, price, expiresOnDay: this.day + 30, open: true };
    if (side === 'buy') this.cash[user]! -= shares * price;
    const fills: Array<[number, number]> = [];
    for (const maker of crossing) {
      if (incoming.remaining === 0) break;
      const traded = Math.min(incoming.remaining, maker.remaining);
      const [buyer, seller] = side === 'buy' ? [user, maker.user] : [maker.user, user];
      const buyLimit = side === 'buy' ? price : maker.price;
      const value = traded * maker.price;
      const fee = Math.floor((value * 2 + 50) / 100);
      this.cash[seller]! += value - fee;
      this.cash[buyer]! += traded * (buyLimit - maker.price);
      this.shares[seller]! -= traded;
      this.shares[buyer]! += traded;
      maker.remaining -= traded;
      incoming.remaining -= traded;
      if (maker.remaining === 0) maker.open = false;
      fills.push([maker.price, traded]);
    }
    if (incoming.remaining > 0) this.orders.push(incoming);
    return { status: 201, fills };
  }

  /** The incoming order rests with the server's id once it is known. */
  rested(id: number): void {
    const last = this.orders.at(-1);
    if (last && last.id === -1) last.id = id;
  }

  close(order: ModelOrder): void {
    order.open = false;
    if (order.side === 'buy') this.cash[order.user]! += order.remaining * order.price;
  }

  jump(days: number): void {
    this.day += days;
    for (const order of this.orders) if (order.open && order.expiresOnDay <= this.day) this.close(order);
  }

  levels(side: 'buy' | 'sell'): Array<{ price: string; shares: number }> {
    const byPrice = new Map<number, number>();
    for (const order of this.orders)
      if (order.open && order.side === side) byPrice.set(order.price, (byPrice.get(order.price) ?? 0) + order.remaining);
    return [...byPrice]
      .sort(([a], [b]) => (side === 'buy' ? b - a : a - b))
      .map(([price, shares]) => ({ price: (price / 100).toFixed(2), shares }));
  }
}

const userState = async (userId: number, projectId: number) => {
  const [state] = await queryRows(
    context.database.db,
    z.object({ cash: sqlColumn.cents, payouts: sqlColumn.cents, shares: sqlColumn.integer, reserved: sqlColumn.integer }),
    sql`select u.balance_cents as cash,
               (select coalesce(sum(amount_cents), 0) from payouts where user_id = u.id) as payouts,
               (select coalesce(sum(shares), 0) from investments where user_id = u.id and project_id = ${projectId}::int and status = 'active') as shares,
               (select coalesce(sum(reserved_shares), 0) from investments where user_id = u.id and project_id = ${projectId}::int) as reserved
        from users u where u.id = ${userId}::int`,
  );
  if (!state) throw new Error(`no user ${userId}`);
  return state;
};

describe('a model of random orders, cancels and clock jumps against a reference matcher', () => {
  it('agrees with the reference on every answer, balance, holding and price level, and keeps the books', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 16 }), async (steps) => {
        clock.reset();
        const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 3, shares: 8, cash: 300 });
        const traders: Trader[] = holders;
        const ids = await Promise.all(traders.map((trader) => userIdOf(context.database.db, trader.email)));
        const start = await Promise.all(ids.map((id) => userState(id, project.id)));
        const model = new ReferenceMarket(
          start.map((state) => state.cash - state.payouts),
          start.map((state) => state.shares),
        );
        const placed: number[][] = [[], [], []];
        for (const action of steps) {
          if (action.kind === 'order') {
            const trader = traders[action.user]!;
            // A quarter's revaluation moves the indicative price, and the collar (5 times it) with it.
            const indicative = Math.round(Number((await marketOf(context.app, project.id)).indicativePrice) * 100);
            const expected = model.place(action.user, action.side, action.shares, action.price, indicative * 5);
            const response = await placeOrder(context.app, trader, {
              projectId: project.id,
              side: action.side,
              shares: action.shares,
              limitPrice: (action.price / 100).toFixed(2),
            });
            expect(response.statusCode, response.body).toBe(expected.status);
            if (response.statusCode === 201) {
              const { order } = response.json();
              placed[action.user]!.push(order.id as number);
              model.rested(order.id as number);
              expect(
                order.fills.map((fill: { price: string; shares: number }) => [Math.round(Number(fill.price) * 100), fill.shares]),
              ).toEqual(expected.fills);
              // The answer is built without reading the order back: it must be what a read gives.
              const mine = await send(context.app, {
                method: 'GET',
                url: '/api/market/orders?status=all',
                cookie: traders[action.user]!.cookie,
              });
              expect(mine.json().items[0]).toEqual(order);
            }
          } else if (action.kind === 'cancel') {
            const mine = placed[action.user]!;
            if (mine.length === 0) continue;
            const id = mine[action.pick % mine.length]!;
            const response = await send(context.app, {
              method: 'DELETE',
              url: `/api/market/orders/${id}`,
              cookie: traders[action.user]!.cookie,
            });
            const modelled = model.orders.find((order) => order.id === id);
            expect(response.statusCode).toBe(modelled?.open ? 200 : 409);
            if (modelled?.open) model.close(modelled);
          } else {
            await clock.advanceDays(action.days);
            await settleDue(context.database.db, clock.now());
            model.jump(action.days);
          }
          const states = await Promise.all(ids.map((id) => userState(id, project.id)));
          expect(states.map((state) => state.cash - state.payouts)).toEqual(model.cash);
          expect(states.map((state) => state.shares)).toEqual(model.shares);
          expect(states.map((state) => state.reserved)).toEqual([0, 1, 2].map((user) => model.reserved(user)));
          const market = await marketOf(context.app, project.id);
          expect({ bids: market.bids, asks: market.asks }).toEqual({ bids: model.levels('buy'), asks: model.levels('sell') });
          expect(await checkLedger(context.database.db)).toEqual([]);
        }
      }),
      { numRuns: 10 },
    );
  }, 600_000);
});
